import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../lib/api-client.ts';
import { AuthCard, BackToSignIn } from './auth-card.tsx';
import { useConfirmEmail } from './use-email-verification.ts';
import { useLinkToken } from './link-token.ts';
import { useUser } from '../../lib/use-user.ts';

/**
 * /auth/verify?token=…: the link of a verification or an e-mail change. The token leaves
 * the address bar at once (useLinkToken) and is sent once; a mail program's
 * preview that only fetches the page runs no script, so it uses nothing up.
 */
export function ConfirmEmailPage() {
  const token = useLinkToken();
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  const { data: user } = useUser();

  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true;
      confirm.mutate(token);
    }
  }, [token, confirm]);

  const next = user ? (
    <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
      Go to your dashboard
    </Button>
  ) : (
    <BackToSignIn />
  );

  return (
    <AuthCard title="Confirm your e-mail address">
      <Box sx={{ display: 'grid', gap: 2 }}>
        {!token && <Alert severity="error">This link is incomplete: open it from the e-mail again.</Alert>}
        {confirm.isPending && <CircularProgress aria-label="Confirming" sx={{ justifySelf: 'center' }} />}
        {confirm.isSuccess && (
          <Alert severity="success" role="status">
            {confirm.data.message}
          </Alert>
        )}
        {confirm.isError && (
          <Alert severity="error">
            {errorMessage(confirm.error, 'This link has expired or was already used')}
            {user ? '. Ask for a new one with Resend on your dashboard.' : '. Sign in and use Resend for a new one.'}
          </Alert>
        )}
        {(confirm.isSuccess || confirm.isError || !token) && next}
      </Box>
    </AuthCard>
  );
}
