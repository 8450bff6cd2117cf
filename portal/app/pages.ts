import { SECTIONS } from './dashboard-pages.ts';
import { page } from './lazy-page.ts';

/** The pages outside the dashboard's frame, and the frame itself, each loaded when opened. */
export const PAGES = {
  forgot: page(
    () => import('../features/auth/forgot-password-page.tsx'),
    (m) => m.ForgotPasswordPage,
  ),
  reset: page(
    () => import('../features/auth/reset-password-page.tsx'),
    (m) => m.ResetPasswordPage,
  ),
  verify: page(
    () => import('../features/auth/confirm-email-page.tsx'),
    (m) => m.ConfirmEmailPage,
  ),
  invite: page(
    () => import('../features/auth/accept-invitation-page.tsx'),
    (m) => m.AcceptInvitationPage,
  ),
  checkout: page(
    () => import('../features/checkout/checkout-page.tsx'),
    (m) => m.CheckoutPage,
  ),
  // The Register tab's form (with its selects and their menus) is not part of the sign-in page's first load.
  register: page(
    () => import('../features/auth/register-form.tsx'),
    (m) => m.RegisterForm,
  ),
  layout: page(
    () => import('./dashboard-layout.tsx'),
    (m) => m.DashboardLayout,
  ),
};

/**
 * Once the sign-in form has painted and the browser has nothing else to do, fetch what a
 * successful sign-in shows next (the dashboard's frame and overview) and the Register tab's form,
 * so they open at once.
 */
export function prefetchDashboardWhenIdle(): () => void {
  const run = () => {
    void PAGES.register.prefetch().catch(() => {});
    void PAGES.layout.prefetch().catch(() => {});
    void SECTIONS.dashboard.prefetch().catch(() => {});
  };
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1000);
  return () => clearTimeout(id);
}
