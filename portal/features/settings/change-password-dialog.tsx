import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../domain/constants.ts';
import { ACCOUNT_MESSAGES as M } from '../../../domain/profile.ts';
import { PasswordStrengthMeter } from '../../components/password-strength-meter.tsx';
import { useToast } from '../../components/toaster.tsx';
import { errorMessage, fieldErrorsOf } from '../../lib/api-client.ts';
import { useDialogForm } from '../../lib/use-dialog-form.ts';
import { useUser } from '../../lib/use-user.ts';
import { useChangePassword } from './use-account.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { values, setValues, errors, setErrors, close } = useDialogForm(EMPTY, onClose);
  const change = useChangePassword();
  const user = useUser();
  const toast = useToast();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.currentPassword) found.currentPassword = M.currentPasswordRequired;
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) found.newPassword = M.passwordTooShort;
    if (!values.confirmPassword) found.confirmPassword = M.confirmPassword;
    else if (values.confirmPassword !== values.newPassword) found.confirmPassword = M.passwordsDontMatch;
    setErrors(found);
    if (Object.keys(found).length) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast({
            title: 'Password updated',
            description: 'Your password has been changed. Other devices have been signed out.',
          });
          close();
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          toast({
            title: 'Failed to update password',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      fullWidth
    />
  );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle>Change Password</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field('currentPassword', 'Current password', 'current-password')}
            <Stack spacing={0.5}>
              {field('newPassword', 'New password', 'new-password')}
              <PasswordStrengthMeter
                password={values.newPassword}
                userInputs={[user.data?.username ?? '', user.data?.email ?? '']}
              />
            </Stack>
            {field('confirmPassword', 'Confirm new password', 'new-password')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {change.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
