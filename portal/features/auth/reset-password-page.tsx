import { Alert, Box, Button, TextField } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../domain/constants.ts';
import { ACCOUNT_MESSAGES as M } from '../../../domain/profile.ts';
import { PasswordStrengthMeter } from '../../components/password-strength-meter.tsx';
import { useToast } from '../../components/toaster.tsx';
import { ApiError, errorMessage, fieldErrorsOf } from '../../lib/api-client.ts';
import { AuthCard, BackToSignIn } from './auth-card.tsx';
import { useConfirmReset } from './use-password-reset.ts';

/** The link's token, read once from the address the e-mail opened. */
const tokenFromAddress = () => new URLSearchParams(window.location.search).get('token') ?? '';

/**
 * /auth/reset?token=…: a new password, with the registration's rules and meter. The token
 * is taken out of the address bar at once (history.replaceState), so it is not kept in
 * the history, and sent with the form. Afterwards the person signs in: with their code
 * too, if two-factor sign-in is on.
 */
export function ResetPasswordPage() {
  const [token] = useState(tokenFromAddress);
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const confirm = useConfirmReset();
  const navigate = useNavigate();
  const toast = useToast();

  useEffect(() => {
    if (window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  const linkDead = !token || (confirm.error instanceof ApiError && confirm.error.status === 400);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) found.newPassword = M.passwordTooShort;
    if (!values.confirmPassword) found.confirmPassword = M.confirmPassword;
    else if (values.confirmPassword !== values.newPassword) found.confirmPassword = M.passwordsDontMatch;
    setErrors(found);
    if (Object.keys(found).length) return;
    confirm.mutate(
      { token, newPassword: values.newPassword },
      {
        onSuccess: ({ message }) => {
          toast({ title: 'Password changed', description: 'Every device that was signed in has been signed out.' });
          navigate('/auth', { replace: true, state: { notice: message } });
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  }

  if (linkDead)
    return (
      <AuthCard title="Choose a new password">
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="error">
            {token
              ? errorMessage(confirm.error, 'This link has expired or was already used')
              : 'This link is incomplete'}
          </Alert>
          <Button component={RouterLink} to="/auth/forgot" variant="contained" size="large">
            Ask for a new link
          </Button>
          <BackToSignIn />
        </Box>
      </AuthCard>
    );

  return (
    <AuthCard title="Choose a new password">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <TextField
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(e) => setValues({ ...values, newPassword: e.target.value })}
            error={Boolean(errors.newPassword)}
            helperText={errors.newPassword}
            required
          />
          <PasswordStrengthMeter password={values.newPassword} />
        </Box>
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => setValues({ ...values, confirmPassword: e.target.value })}
          error={Boolean(errors.confirmPassword)}
          helperText={errors.confirmPassword}
          required
        />
        {confirm.isError && !Object.keys(fieldErrorsOf(confirm.error)).length && (
          <Alert severity="error">{errorMessage(confirm.error, 'Please try again in a moment.')}</Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={confirm.isPending}>
          {confirm.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </Box>
    </AuthCard>
  );
}
