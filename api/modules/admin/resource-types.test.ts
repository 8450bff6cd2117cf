/**
 * The type check is the test here: each `@ts-expect-error` line below is a
 * mistake a resource file could make, and `tsc` fails if the definition's
 * types ever stop catching it (the directive is then unused). The runtime
 * test only confirms the well-formed definition works.
 */
import { expect, test } from 'bun:test';
import { contactSubmissions } from '../../db/schema.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { STAFF } from '../../core/access/visibility.ts';
import { flag } from './model.ts';
import { defineResource } from './resource.ts';
import { createAdminService } from './service.ts';
import { createFirm } from '../../testing/firm.ts';
import { writeBody } from './write-body.ts';

const c = contactSubmissions;
const base = {
  name: 'contact-submissions',
  label: 'contact submission',
  table: c,
  id: c.id,
  fields: { id: c.id, name: c.name, isRead: c.isRead },
  sortable: { id: c.id, createdAt: c.createdAt },
  readRoles: STAFF,
} as const;

const wellFormed = defineResource({
  ...base,
  defaultSort: ['createdAt', 'DESC'],
  update: {
    roles: STAFF,
    body: writeBody({ 'isRead?': flag }),
    async toChanges(input, current) {
      return { isRead: input.isRead ?? !current.isRead };
    },
  },
});

defineResource({
  ...base,
  // @ts-expect-error a list can only default to a sortable field
  defaultSort: ['name', 'ASC'],
});

defineResource({
  ...base,
  defaultSort: ['createdAt', 'DESC'],
  update: {
    roles: STAFF,
    body: writeBody({ 'isRead?': flag }),
    async toChanges(_input, current) {
      // @ts-expect-error the record shows no such field
      return { isRead: current.isReed };
    },
  },
});

defineResource({
  ...base,
  defaultSort: ['createdAt', 'DESC'],
  update: {
    roles: STAFF,
    body: writeBody({ 'isRead?': flag }),
    // @ts-expect-error a column's value of the wrong type
    async toChanges() {
      return { isRead: 'yes' };
    },
  },
});

defineResource({
  ...base,
  defaultSort: ['createdAt', 'DESC'],
  update: {
    roles: STAFF,
    body: writeBody({ 'isRead?': flag }),
    async toChanges(input) {
      // @ts-expect-error the body declares no such field
      return { isRead: input.isReed };
    },
  },
});

defineResource({
  ...base,
  defaultSort: ['createdAt', 'DESC'],
  // @ts-expect-error a body key that is no column of the table, written as it is (no toChanges to map it)
  update: { roles: STAFF, body: writeBody({ 'isReed?': flag }) },
});

/** TypeScript does not check extra keys of an object a hook returns; the engine refuses them when it runs. */
const extraKey = defineResource({
  ...base,
  defaultSort: ['createdAt', 'DESC'],
  update: {
    roles: STAFF,
    body: writeBody({ 'isRead?': flag }),
    async toChanges() {
      return { isRead: true, readAt: new Date() };
    },
  },
});

test('a well-formed definition passes the type check and reaches the engine as it is', () => {
  expect(wellFormed.name).toBe('contact-submissions');
  expect(wellFormed.update?.body.keys).toEqual(['isRead']);
});

test('a hook returning a key that is no column of its table fails loudly, writing nothing', async () => {
  const t = await createTestApp();
  try {
    const firm = await createFirm(t);
    const [row] = await t.db
      .insert(c)
      .values({ name: 'Sipho', email: 's@x.co.za', subject: 'Hi', message: 'Hello' })
      .returning();
    const admin = createAdminService(t.ctx);
    const actor = { sessionId: 's', id: firm.admin.user.id, username: 'ada', role: 'admin', isStaff: true } as const;
    const wc = { ctx: t.ctx, actor, meta: { ipAddress: null, userAgent: null } };
    await expect(admin.update(extraKey, String(row?.id), { isRead: true }, wc)).rejects.toThrow(
      'readAt: not columns of its table',
    );
    const [after] = await t.db.select().from(c);
    expect(after?.isRead).toBe(false);
  } finally {
    t.close();
  }
});
