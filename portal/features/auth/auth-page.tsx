import { Alert } from '@mui/material';
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../ui/spinner.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthTabs } from './auth-tabs.tsx';
import { LoginForm } from './login-form.tsx';
import { dropFirstPaint, requestedBeforeStart } from '../../lib/first-paint.ts';
import { useUser } from '../../lib/use-user.ts';
import { PAGES, prefetchDashboardWhenIdle } from '../../app/pages.ts';

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
  const [chosen, setTab] = useState<'login' | 'register' | null>(location.hash === '#register' ? 'register' : null);
  // A click on the served Register tab counts up to the moment the app takes the page over.
  const askedBeforeStart = useRef<ReturnType<typeof requestedBeforeStart>>(undefined);
  if (!isLoading && askedBeforeStart.current === undefined) askedBeforeStart.current = requestedBeforeStart();
  const tab = chosen ?? (askedBeforeStart.current === 'register' ? 'register' : 'login');
  const target = destination(location.state);
  const notice = noticeIn(location.state);
  const showsForm = !isLoading && !user;
  // The form paints first; the dashboard's code follows while the visitor types.
  useEffect(() => (showsForm ? prefetchDashboardWhenIdle() : undefined), [showsForm]);

  // The served form stays until the app knows what to show; a signed-in visitor moves on without it.
  useLayoutEffect(() => {
    if (!isLoading) dropFirstPaint();
  }, [isLoading]);

  if (isLoading) return <Spinner />;
  if (user) return <Navigate to={target} replace />;
  const done = () => navigate(target, { replace: true });

  return <AuthScreen tab={tab} onTabChange={setTab} notice={notice} onDone={done} />;
}

/**
 * The sign-in page's card: the one the app draws, and the one the build draws into /auth's HTML
 * (Sign in tab, no notice) so it paints before any script.
 */
export function AuthScreen({
  tab,
  onTabChange,
  notice,
  onDone,
}: {
  tab: 'login' | 'register';
  onTabChange: (tab: 'login' | 'register') => void;
  notice: string | null;
  onDone: () => void;
}) {
  return (
    <AuthCard title={tab === 'login' ? 'Sign in to your account' : 'Create your account'} wide={tab === 'register'}>
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <AuthTabs
        label="Sign in or register"
        value={tab}
        onChange={onTabChange}
        tabs={[
          { value: 'login', label: 'Sign in' },
          { value: 'register', label: 'Register', onIntent: () => void PAGES.register.prefetch().catch(() => {}) },
        ]}
      />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'login' ? (
          <LoginForm onSignedIn={onDone} />
        ) : (
          <Suspense fallback={<Spinner label="Loading the registration form" />}>
            <PAGES.register.Page onRegistered={onDone} />
          </Suspense>
        )}
      </div>
    </AuthCard>
  );
}
