import { lazy, type ReactNode, Suspense } from 'react';
import { LoadingPage } from 'react-admin';

const loadFrame = () => import('./AppFrame.tsx');
const AppFrame = lazy(async () => ({ default: (await loadFrame()).AppFrame }));

/**
 * The frame around every signed-in screen, fetched after the sign-in screen has drawn: nobody
 * waits for the app bar, the menu and their parts before they can type their password.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingPage />}>
      <AppFrame>{children}</AppFrame>
    </Suspense>
  );
}

/**
 * Once the sign-in screen has drawn and the browser is idle, fetch what signing in opens (the
 * frame and the dashboard), so it appears at once. Returns the cancel for an effect's cleanup.
 */
export function prefetchSignedInWhenIdle(): () => void {
  const run = () => {
    void loadFrame().catch(() => {});
    void import('../dashboard/Dashboard.tsx').catch(() => {});
  };
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1000);
  return () => clearTimeout(id);
}
