import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { FIRM } from '../../../domain/firm.ts';
import { Spinner } from '../../components/spinner.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { useUser } from './use-user.ts';

/** Where to go after signing in: where the user was going, if it was inside the portal. */
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

  if (isLoading) return <Spinner />;
  if (user) return <Navigate to={target} replace />;
  const done = () => navigate(target, { replace: true });

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        p: 2,
        pt: { xs: 4, md: 8 },
      }}
    >
      <Card sx={{ width: '100%', maxWidth: tab === 'register' ? 720 : 440 }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography component="a" href="/" sx={{ color: 'primary.main', fontWeight: 700, textDecoration: 'none' }}>
            {FIRM.name}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ mt: 1, mb: 2, fontWeight: 700 }}>
            {tab === 'login' ? 'Sign in to your account' : 'Create your account'}
          </Typography>
          <Tabs value={tab} onChange={(_, value) => setTab(value)} sx={{ mb: 3 }} aria-label="Sign in or register">
            <Tab value="login" label="Sign in" id="tab-login" aria-controls="panel-login" />
            <Tab value="register" label="Register" id="tab-register" aria-controls="panel-register" />
          </Tabs>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'login' ? <LoginForm onSignedIn={done} /> : <RegisterForm onRegistered={done} />}
          </div>
        </CardContent>
      </Card>
    </Box>
  );
}
