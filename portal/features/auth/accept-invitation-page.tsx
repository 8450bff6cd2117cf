import { Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '../../../domain/shapes/user.ts';
import { useToast } from '../../components/toaster.tsx';
import { ApiError, apiRequest, errorMessage } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { AuthCard } from './auth-card.tsx';
import { CodeStep } from './code-step.tsx';
import { DeadLink } from './dead-link.tsx';
import { useLinkToken } from './link-token.ts';
import { NewPasswordForm } from './new-password-form.tsx';
import { type LoginAnswer, needsCode, setUser } from '../../lib/use-user.ts';

/**
 * /auth/invite?token=…: 'Set up your account'. The person chooses their password and is
 * signed in: a client lands on /dashboard, staff on the backoffice. Someone who has
 * two-factor sign-in on already gives their code first, as at sign-in.
 */
export function AcceptInvitationPage() {
  const token = useLinkToken();
  const navigate = useNavigate();
  const toast = useToast();
  const [codeStep, setCodeStep] = useState(false);
  const accept = useMutation({
    mutationFn: (newPassword: string) =>
      apiRequest<LoginAnswer>('POST', '/api/invitations/accept', { token, newPassword }),
    onSuccess: (answer) => {
      if (needsCode(answer)) return;
      queryClient.clear();
      setUser(answer);
    },
  });
  const welcome = (user: User) => {
    toast({ title: 'Welcome', description: `Your account is ready, ${user.username}.` });
    if (user.role === 'client') navigate('/dashboard', { replace: true });
    else window.location.assign('/admin');
  };

  if (!token || (accept.error instanceof ApiError && accept.error.status === 400))
    return (
      <DeadLink
        title="Set up your account"
        reason={`${token ? errorMessage(accept.error, 'This link has expired or was already used') : 'This link is incomplete'}. Ask the firm to send the invitation again.`}
      />
    );

  if (codeStep)
    return (
      <AuthCard title="Set up your account">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Your password is set. Your account has two-factor sign-in on.
        </Typography>
        <CodeStep onSignedIn={welcome} onRestart={() => navigate('/auth', { replace: true })} />
      </AuthCard>
    );

  return (
    <AuthCard title="Set up your account">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Choose the password you will sign in with.
      </Typography>
      <NewPasswordForm
        submitLabel="Set password and sign in"
        pending={accept.isPending}
        error={accept.error}
        onSubmit={(newPassword) =>
          accept.mutate(newPassword, {
            onSuccess: (answer) => (needsCode(answer) ? setCodeStep(true) : welcome(answer)),
          })
        }
      />
    </AuthCard>
  );
}
