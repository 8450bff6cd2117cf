import LockResetIcon from '@mui/icons-material/LockReset';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRecordContext } from 'react-admin';
import { API_URL, httpClient } from '../api-client.ts';
import { useRole } from '../permissions.ts';

/**
 * Admins send a user a password reset link: nobody in the firm types or
 * sees a client's password. The link works once, for 30 minutes; the API logs it.
 */
export function SendResetLinkButton() {
  const record = useRecordContext<{ id: string }>();
  const { isAdmin } = useRole();
  const notify = useNotify();
  const send = useMutation({
    mutationFn: (id: string) =>
      httpClient(`${API_URL}/users/${id}/password-reset`, { method: 'POST' }).then(
        ({ json }) => json as { message: string },
      ),
    onSuccess: ({ message }) => notify(message, { type: 'success' }),
    onError: (error) => notify(`Could not send the link: ${error.message}`, { type: 'error' }),
  });
  if (!record || !isAdmin) return null;
  return (
    <Button
      startIcon={<LockResetIcon />}
      variant="outlined"
      onClick={() => send.mutate(record.id)}
      disabled={send.isPending}
      sx={{ alignSelf: 'flex-start', mb: 2 }}
    >
      Send a password reset link
    </Button>
  );
}
