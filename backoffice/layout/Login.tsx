import LockIcon from '@mui/icons-material/Lock';
import { Avatar, Box, Button, Card, CardContent, Link, TextField, Typography } from '@mui/material';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useCheckAuth, useLogin, useNavigate, useNotify } from 'react-admin';
import { FIRM } from '../../domain/firm.ts';
import { TWO_FACTOR_NEEDED } from '../authProvider.ts';
import { prefetchSignedInWhenIdle } from './Layout.tsx';

/**
 * The frame react-admin's own sign-in page draws (a card on the firm's gradient, a lock above the
 * form), drawn here so that page's default form and its form library stay out of the first load.
 * Like it, it sends someone already signed in straight to the backoffice.
 */
function LoginFrame({ children }: { children: ReactNode }) {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => {});
  }, [checkAuth, navigate]);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        height: '1px',
        alignItems: 'center',
        justifyContent: 'flex-start',
        backgroundImage: 'linear-gradient(160deg, #062620 0%, #0d5547 60%, #11705d 100%)',
      }}
    >
      <Card sx={{ minWidth: 300, mt: '6em' }}>
        <Box sx={{ m: '1em', display: 'flex', justifyContent: 'center' }}>
          <Avatar>
            <LockIcon />
          </Avatar>
        </Box>
        {children}
      </Card>
    </Box>
  );
}

/**
 * The staff sign-in under the firm's name: username and password, then, for two-factor
 * sign-in, the authenticator's code (or a recovery code).
 */
export function Login() {
  const login = useLogin();
  const notify = useNotify();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [recovery, setRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState({ username: '', password: '', code: '' });
  useEffect(prefetchSignedInWhenIdle, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      if (step === 'password') await login({ username: values.username, password: values.password });
      else await login(recovery ? { recoveryCode: values.code.trim() } : { code: values.code.trim() });
    } catch (error) {
      const message = (error as Error).message;
      if (message === TWO_FACTOR_NEEDED) setStep('code');
      else {
        notify(message, { type: 'error' });
        if (/sign in again/i.test(message)) setStep('password');
        setValues((current) => ({ ...current, code: '' }));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <LoginFrame>
      <Box component="header" sx={{ px: 2, pt: 1, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Backoffice
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {FIRM.name} staff sign-in
        </Typography>
      </Box>
      <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, minWidth: 280 }}>
        {step === 'password' ? (
          <>
            <TextField
              name="username"
              label="Username"
              autoComplete="username"
              autoFocus
              required
              value={values.username}
              onChange={(event) => setValues({ ...values, username: event.target.value })}
            />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              value={values.password}
              onChange={(event) => setValues({ ...values, password: event.target.value })}
            />
          </>
        ) : (
          <>
            <Typography variant="body2">
              {recovery
                ? 'Enter one of your recovery codes (each works once).'
                : 'Enter the 6-digit code your authenticator app shows.'}
            </Typography>
            <TextField
              name={recovery ? 'recoveryCode' : 'code'}
              label={recovery ? 'Recovery code' : 'Authentication code'}
              autoComplete="one-time-code"
              autoFocus
              required
              value={values.code}
              onChange={(event) => setValues({ ...values, code: event.target.value })}
            />
            <Link component="button" type="button" onClick={() => setRecovery(!recovery)} sx={{ justifySelf: 'start' }}>
              {recovery ? 'Use the code from my app instead' : 'Use a recovery code instead'}
            </Link>
          </>
        )}
        <Button type="submit" variant="contained" disabled={busy}>
          {step === 'password' ? 'Sign in' : 'Verify'}
        </Button>
      </CardContent>
    </LoginFrame>
  );
}
