import { CssBaseline, GlobalStyles, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ToastProvider } from '../components/toaster.tsx';
import { queryClient } from '../lib/query-client.ts';
import { SECTIONS } from './dashboard-pages.ts';
import { PAGES } from './pages.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { page } from './lazy-page.ts';
import { ProtectedRoute } from './protected-route.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { PORTAL_GLOBAL_STYLES } from './global-styles.ts';
import { theme } from './theme.ts';

/**
 * The sign-in page is a chunk of its own as well (it imports the page list to prefetch, so it is
 * not in that list): the dashboard's first load then carries none of the sign-in form.
 */
const SIGN_IN = page(
  () => import('../features/auth/auth-page.tsx'),
  (m) => m.AuthPage,
);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles styles={PORTAL_GLOBAL_STYLES} />
        <ToastProvider>
          <BrowserRouter>
            <ScrollToTop />
            {/* Every page, the sign-in page too, loads when opened. */}
            <Suspense fallback={<Spinner />}>
              <Routes>
                <Route path="/auth" element={<SIGN_IN.Page />} />
                <Route path="/auth/forgot" element={<PAGES.forgot.Page />} />
                <Route path="/auth/reset" element={<PAGES.reset.Page />} />
                <Route path="/auth/verify" element={<PAGES.verify.Page />} />
                <Route path="/auth/invite" element={<PAGES.invite.Page />} />
                <Route
                  path="/checkout"
                  element={
                    <ProtectedRoute>
                      <PAGES.checkout.Page />
                    </ProtectedRoute>
                  }
                />
                <Route
                  path="/dashboard"
                  element={
                    <ProtectedRoute>
                      <PAGES.layout.Page />
                    </ProtectedRoute>
                  }
                >
                  <Route index element={<SECTIONS.dashboard.Page />} />
                  <Route path="documents" element={<SECTIONS.documents.Page />} />
                  <Route path="agreements" element={<SECTIONS.agreements.Page />} />
                  <Route path="messages" element={<SECTIONS.messages.Page />} />
                  <Route path="uploads" element={<SECTIONS.uploads.Page />} />
                  <Route path="company" element={<SECTIONS.company.Page />} />
                  <Route path="work" element={<SECTIONS.work.Page />} />
                  <Route path="deadlines" element={<SECTIONS.deadlines.Page />} />
                  <Route path="employees" element={<SECTIONS.employees.Page />} />
                  <Route path="subscriptions" element={<SECTIONS.subscriptions.Page />} />
                  <Route path="payments" element={<SECTIONS.payments.Page />} />
                  <Route path="settings" element={<SECTIONS.settings.Page />} />
                  <Route path="*" element={<Navigate to="/dashboard" replace />} />
                </Route>
              </Routes>
            </Suspense>
          </BrowserRouter>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
