import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { isEmail } from '../../../domain/email.ts';
import { ACCOUNT_MESSAGES as M } from '../../../domain/profile.ts';
import { errorMessage, fieldErrorsOf } from '../../lib/api-client.ts';
import { AuthCard, BackToSignIn } from './auth-card.tsx';
import { useRequestReset } from './use-password-reset.ts';

/** /auth/forgot: the address to send a reset link to. The answer never says whether it has an account. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const request = useRequestReset();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isEmail(email.trim())) {
      setError(M.emailInvalid);
      return;
    }
    setError(undefined);
    request.mutate(email.trim(), { onError: (failure) => setError(fieldErrorsOf(failure).email) });
  }

  return (
    <AuthCard title="Forgot your password?">
      {request.isSuccess ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="success" role="status">
            {request.data.message}
          </Alert>
          <Typography variant="body2" color="text.secondary">
            The link works for 30 minutes. Nothing there? Check the spam folder, or ask again in a few minutes.
          </Typography>
          <BackToSignIn />
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Type the e-mail address of your account. We will send you a link to choose a new password.
          </Typography>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(error)}
            helperText={error}
            required
          />
          {request.isError && !fieldErrorsOf(request.error).email && (
            <Alert severity="error">{errorMessage(request.error, 'Please try again in a moment.')}</Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send me a link'}
          </Button>
          <BackToSignIn />
        </Box>
      )}
    </AuthCard>
  );
}
