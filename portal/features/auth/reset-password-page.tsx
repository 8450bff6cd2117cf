import { useNavigate } from 'react-router';
import { useToast } from '../../components/toaster.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { AuthCard } from './auth-card.tsx';
import { DeadLink } from './dead-link.tsx';
import { useLinkToken } from './link-token.ts';
import { NewPasswordForm } from './new-password-form.tsx';
import { useConfirmReset } from './use-password-reset.ts';

/**
 * /auth/reset?token=…: a new password, with the registration's rules and meter. The token
 * leaves the address bar at once and is sent with the form. Afterwards the person signs
 * in: with their code too, if two-factor sign-in is on.
 */
export function ResetPasswordPage() {
  const token = useLinkToken();
  const confirm = useConfirmReset();
  const navigate = useNavigate();
  const toast = useToast();

  if (!token || (confirm.error instanceof ApiError && confirm.error.status === 400))
    return (
      <DeadLink
        title="Choose a new password"
        reason={
          token ? errorMessage(confirm.error, 'This link has expired or was already used') : 'This link is incomplete'
        }
        next={{ label: 'Ask for a new link', to: '/auth/forgot' }}
      />
    );

  return (
    <AuthCard title="Choose a new password">
      <NewPasswordForm
        submitLabel="Set new password"
        pending={confirm.isPending}
        error={confirm.error}
        onSubmit={(newPassword) =>
          confirm.mutate(
            { token, newPassword },
            {
              onSuccess: ({ message }) => {
                toast({
                  title: 'Password changed',
                  description: 'Every device that was signed in has been signed out.',
                });
                navigate('/auth', { replace: true, state: { notice: message } });
              },
            },
          )
        }
      />
    </AuthCard>
  );
}
