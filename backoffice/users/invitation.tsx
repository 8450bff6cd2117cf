import SendIcon from '@mui/icons-material/Send';
import { Button, Chip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FieldProps, useNotify, useRecordContext } from 'react-admin';
import { API_URL, httpClient } from '../api-client.ts';

type Invitable = { id: string; invitedAt?: string | null };

/** 'Invited' until the person has chosen their password through the invitation, then 'Active'. */
export function InviteStatus(_props: FieldProps) {
  const record = useRecordContext<Invitable>();
  if (!record) return null;
  return record.invitedAt ? (
    <Chip label="Invited" size="small" color="warning" variant="outlined" />
  ) : (
    <Chip label="Active" size="small" color="success" variant="outlined" />
  );
}

/** Sends 'Set up your account' again (the older link stops working); shown while the person is Invited. */
export function ResendInvitationButton() {
  const record = useRecordContext<Invitable>();
  const notify = useNotify();
  const resend = useMutation({
    mutationFn: (id: string) =>
      httpClient(`${API_URL}/users/${id}/invitation`, { method: 'POST' }).then(
        ({ json }) => json as { message: string },
      ),
    onSuccess: ({ message }) => notify(message, { type: 'success' }),
    onError: (error) => notify(`Could not send the invitation: ${error.message}`, { type: 'error' }),
  });
  if (!record?.invitedAt) return null;
  return (
    <Button startIcon={<SendIcon />} size="small" onClick={() => resend.mutate(record.id)} disabled={resend.isPending}>
      Resend invitation
    </Button>
  );
}
