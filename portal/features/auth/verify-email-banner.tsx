import { Alert, Button } from '@mui/material';
import { useToast } from '../../components/toaster.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useResendVerification } from './use-email-verification.ts';
import { useUser } from '../../lib/use-user.ts';

/**
 * Until the address opens its link, no reminder or message reaches it by e-mail: the
 * banner says so on every portal page and sends the link again.
 */
export function VerifyEmailBanner() {
  const { data: user } = useUser();
  const resend = useResendVerification();
  const toast = useToast();
  if (!user || user.emailVerifiedAt) return null;
  return (
    <Alert
      severity="warning"
      data-testid="verify-email-banner"
      // A long address breaks anywhere rather than running out of a phone's width.
      sx={{ mb: 2, '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
      action={
        <Button
          color="inherit"
          size="small"
          sx={{ fontWeight: 700 }}
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: ({ message }) => toast({ title: 'Link sent', description: message }),
              onError: (error) =>
                toast({
                  title: 'The link was not sent',
                  description: errorMessage(error, 'Please try again later.'),
                  variant: 'destructive',
                }),
            })
          }
        >
          Resend
        </Button>
      }
    >
      Please confirm your e-mail address: open the link we sent to {user.email}. Until then we send you no reminders or
      messages by e-mail.
    </Alert>
  );
}
