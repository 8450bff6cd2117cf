import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
  Alert,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES as M } from '../../../domain/profile.ts';
import { useToast } from '../../components/toaster.tsx';
import { errorMessage, fieldErrorsOf } from '../../lib/api-client.ts';
import { useDialogForm } from '../../lib/use-dialog-form.ts';
import { useDeleteAccount } from './use-account.ts';

/** What deleting the account does, as the settings screen lists it (docs/product/portal.md#settings). */
const CONSEQUENCES = [
  'Your personal information will be deleted',
  'Your active subscriptions will be canceled',
  'You will lose access to our accounting services',
  'Your uploaded documents will be deleted, except the records the law makes us keep',
];

/** GET /api/user/retention: what deleting now would keep, in one sentence written by the server. */
const RETENTION_PATH = '/api/user/retention';

export function DangerZoneCard() {
  const [open, setOpen] = useState(false);
  // The current password: an open session on a shared computer is not enough to delete the account.
  const { values, setValues, errors, setErrors, close } = useDialogForm({ password: '' }, () => setOpen(false));
  const remove = useDeleteAccount();
  const toast = useToast();
  const navigate = useNavigate();
  // Asked when the dialog opens, so the sentence reflects the documents as they are now.
  const kept = useQuery<{ message: string }>({ queryKey: [RETENTION_PATH], enabled: open, staleTime: 0 });

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (!values.password) {
      setErrors({ password: M.passwordToVerify });
      return;
    }
    remove.mutate(
      { password: values.password },
      {
        onSuccess: () => {
          toast({ title: 'Account deleted', description: 'Your account and personal information have been deleted.' });
          navigate('/auth', { replace: true });
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          toast({
            title: 'Failed to delete account',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <Card sx={{ borderColor: 'error.main' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ color: 'error.main' }}>
          Danger Zone
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, mb: 2 }}>
          Deleting your account is permanent and cannot be undone.
        </Typography>
        <Button variant="contained" color="error" onClick={() => setOpen(true)}>
          Delete Account
        </Button>
      </CardContent>
      <Dialog open={open} onClose={close} aria-describedby="delete-account-consequences">
        <form noValidate onSubmit={confirm}>
          <DialogTitle>Delete Account?</DialogTitle>
          <DialogContent>
            <DialogContentText component="div" id="delete-account-consequences">
              This action cannot be undone. Deleting your account means:
              <Box component="ul" sx={{ pl: 3 }}>
                {CONSEQUENCES.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Box>
              {kept.data && (
                <Alert severity="info" sx={{ mb: 2 }} data-testid="retention-notice">
                  {kept.data.message}
                </Alert>
              )}
              Enter your password to confirm.
            </DialogContentText>
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(e) => setValues({ password: e.target.value })}
              error={Boolean(errors.password)}
              helperText={errors.password}
              fullWidth
              sx={{ mt: 2 }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} autoFocus>
              Cancel
            </Button>
            <Button type="submit" color="error" variant="contained" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Yes, Delete My Account'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Card>
  );
}
