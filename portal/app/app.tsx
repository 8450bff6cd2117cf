import { CssBaseline, GlobalStyles, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ToastProvider } from '../components/toaster.tsx';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { ConfirmEmailPage } from '../features/auth/confirm-email-page.tsx';
import { AcceptInvitationPage } from '../features/auth/accept-invitation-page.tsx';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { CompanyPage } from '../features/company/company-page.tsx';
import { DeadlinesPage } from '../features/deadlines/deadlines-page.tsx';
import { MessagesPage } from '../features/messages/messages-page.tsx';
import { AgreementsPage } from '../features/agreements/agreements-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { DocumentsPage } from '../features/documents/documents-page.tsx';
import { EmployeesPage } from '../features/employees/employees-page.tsx';
import { PaymentsPage } from '../features/payments/payments-page.tsx';
import { SettingsPage } from '../features/settings/settings-page.tsx';
import { UploadsPage } from '../features/uploads/uploads-page.tsx';
import { SubscriptionsPage } from '../features/subscriptions/subscriptions-page.tsx';
import { queryClient } from '../lib/query-client.ts';
import { DashboardLayout } from './dashboard-layout.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { theme } from './theme.ts';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles
          styles={{
            '.skip-link': {
              position: 'absolute',
              left: -9999,
              top: 8,
              zIndex: 3000,
              background: '#fff',
              padding: '8px 12px',
            },
            '.skip-link:focus': { left: 8 },
          }}
        />
        <ToastProvider>
          <BrowserRouter>
            <ScrollToTop />
            <Routes>
              <Route path="/auth" element={<AuthPage />} />
              <Route path="/auth/forgot" element={<ForgotPasswordPage />} />
              <Route path="/auth/reset" element={<ResetPasswordPage />} />
              <Route path="/auth/verify" element={<ConfirmEmailPage />} />
              <Route path="/auth/invite" element={<AcceptInvitationPage />} />
              <Route
                path="/checkout"
                element={
                  <ProtectedRoute>
                    <CheckoutPage />
                  </ProtectedRoute>
                }
              />
              <Route
                path="/dashboard"
                element={
                  <ProtectedRoute>
                    <DashboardLayout />
                  </ProtectedRoute>
                }
              >
                <Route index element={<DashboardPage />} />
                <Route path="documents" element={<DocumentsPage />} />
                <Route path="agreements" element={<AgreementsPage />} />
                <Route path="messages" element={<MessagesPage />} />
                <Route path="uploads" element={<UploadsPage />} />
                <Route path="company" element={<CompanyPage />} />
                <Route path="deadlines" element={<DeadlinesPage />} />
                <Route path="employees" element={<EmployeesPage />} />
                <Route path="subscriptions" element={<SubscriptionsPage />} />
                <Route path="payments" element={<PaymentsPage />} />
                <Route path="settings" element={<SettingsPage />} />
                <Route path="*" element={<Navigate to="/dashboard" replace />} />
              </Route>
            </Routes>
          </BrowserRouter>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
