import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** The screens react-admin draws for a resource. */
type View = 'list' | 'create' | 'edit' | 'show';

/** The names of a module's exports that are components. */
type ScreenName<M> = { [K in keyof M]: M[K] extends ComponentType<never> ? K : never }[keyof M];

type Screen = LazyExoticComponent<ComponentType>;

/**
 * One component of a module fetched only when it is first drawn: the sign-in screen and the
 * layout never pay for it. The Layout's Suspense shows react-admin's loading screen meanwhile.
 */
export function lazyScreen<M>(load: () => Promise<M>, name: ScreenName<M>): Screen {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/**
 * A resource's screens from one module (its own chunk), for `<Resource {...resource}>`:
 *   ...lazyScreens(() => import('./screens.ts'), { list: 'ClientList', edit: 'ClientEdit' })
 * The views are named here, not found in the module, because react-admin must know which
 * screens a resource has (its create button, its edit links) before any of them is loaded.
 * The browser fetches the module once, whichever of its screens opens first.
 */
export function lazyScreens<M, V extends View>(
  load: () => Promise<M>,
  screens: Record<V, ScreenName<M>>,
): Record<V, Screen> {
  const entries = Object.entries(screens) as [V, ScreenName<M>][];
  return Object.fromEntries(entries.map(([view, name]) => [view, lazyScreen(load, name)])) as Record<V, Screen>;
}
