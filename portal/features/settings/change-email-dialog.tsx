import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import { isEmail } from '../../../domain/email.ts';
import { ACCOUNT_MESSAGES as M } from '../../../domain/profile.ts';
import { useToast } from '../../components/toaster.tsx';
import { errorMessage, fieldErrorsOf } from '../../lib/api-client.ts';
import { useDialogForm } from '../../lib/use-dialog-form.ts';
import { useChangeEmail } from './use-account.ts';

const EMPTY = { newEmail: '', password: '' };

export function ChangeEmailDialog({
  open,
  onClose,
  currentEmail,
}: {
  open: boolean;
  onClose: () => void;
  currentEmail: string;
}) {
  const { values, setValues, errors, setErrors, close } = useDialogForm(EMPTY, onClose);
  const change = useChangeEmail();
  const toast = useToast();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!isEmail(values.newEmail)) found.newEmail = M.emailInvalid;
    if (!values.password) found.password = M.passwordToVerify;
    setErrors(found);
    if (Object.keys(found).length) return;
    change.mutate(
      { newEmail: values.newEmail.trim(), password: values.password },
      {
        onSuccess: ({ message }) => {
          toast({ title: 'Check your new inbox', description: message });
          close();
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          toast({
            title: 'Failed to update email',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle>Change Email</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Current email" value={currentEmail} disabled fullWidth />
            <TextField
              label="New email"
              type="email"
              name="newEmail"
              autoComplete="email"
              value={values.newEmail}
              onChange={(e) => setValues({ ...values, newEmail: e.target.value })}
              error={Boolean(errors.newEmail)}
              helperText={errors.newEmail}
              fullWidth
            />
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(e) => setValues({ ...values, password: e.target.value })}
              error={Boolean(errors.password)}
              helperText={errors.password}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {change.isPending ? 'Updating...' : 'Update Email'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
