import { Alert, Tab, Tabs } from '@mui/material';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../ui/spinner.tsx';
import { AuthCard } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { useUser } from '../../lib/use-user.ts';
import { prefetchDashboardWhenIdle } from '../../app/pages.ts';

/** Where to go after signing in: where the user was going, if it was inside the portal. */
/** A message another /auth page left for the sign-in form (a password just reset). */
function noticeIn(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : null;
}

function destination(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && (from.startsWith('/dashboard') || from.startsWith('/checkout'))
    ? from
    : '/dashboard';
}

export function AuthPage() {
  const { data: user, isLoading } = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<'login' | 'register'>(location.hash === '#register' ? 'register' : 'login');
  const target = destination(location.state);
  const notice = noticeIn(location.state);
  const showsForm = !isLoading && !user;
  // The form paints first; the dashboard's code follows while the visitor types.
  useEffect(() => (showsForm ? prefetchDashboardWhenIdle() : undefined), [showsForm]);

  if (isLoading) return <Spinner />;
  if (user) return <Navigate to={target} replace />;
  const done = () => navigate(target, { replace: true });

  return (
    <AuthCard title={tab === 'login' ? 'Sign in to your account' : 'Create your account'} wide={tab === 'register'}>
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <Tabs value={tab} onChange={(_, value) => setTab(value)} sx={{ mb: 3 }} aria-label="Sign in or register">
        <Tab value="login" label="Sign in" id="tab-login" aria-controls="panel-login" />
        <Tab value="register" label="Register" id="tab-register" aria-controls="panel-register" />
      </Tabs>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'login' ? <LoginForm onSignedIn={done} /> : <RegisterForm onRegistered={done} />}
      </div>
    </AuthCard>
  );
}
