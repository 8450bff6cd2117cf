import { Elysia, type Cookie } from 'elysia';
import type { Role } from '../../../domain/enums.ts';
import type { AppContext } from '../../context.ts';
import { forbidden, unauthorized } from '../../lib/problem.ts';
import { createSessionStore, SESSION_COOKIE, type SessionStore, type SessionUser } from './sessions.ts';

const stores = new WeakMap<AppContext, SessionStore>();
/** One session store per app context, shared by every module that checks who is asking. */
export function sessionStoreFor(ctx: AppContext): SessionStore {
  let store = stores.get(ctx);
  if (!store) {
    store = createSessionStore(ctx.db);
    stores.set(ctx, store);
  }
  return store;
}

type Cookies = Record<string, Cookie<unknown>>;
const tokenOf = (cookie: Cookies) => {
  const value = cookie[SESSION_COOKIE]?.value;
  return typeof value === 'string' ? value : undefined;
};

/**
 * Who is asking. Routes declare `{ auth: true }` (any signed-in user: 401
 * otherwise) or `{ roles: [...] }` (403 for other roles), and receive `user`.
 */
export function authPlugin(ctx: AppContext) {
  const store = sessionStoreFor(ctx);
  return new Elysia({ name: 'auth', seed: ctx.config.databaseUrl }).macro({
    auth: {
      async resolve({ cookie }) {
        const user = await store.resolve(tokenOf(cookie));
        if (!user) throw unauthorized();
        return { user };
      },
    },
    roles: (allowed: readonly Role[]) => ({
      async resolve({ cookie }) {
        const user = await store.resolve(tokenOf(cookie));
        if (!user) throw unauthorized();
        if (!allowed.includes(user.role)) throw forbidden();
        return { user };
      },
    }),
  });
}

export type { SessionUser };
