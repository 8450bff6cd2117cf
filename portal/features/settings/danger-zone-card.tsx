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
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/toaster.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useDeleteAccount } from './use-account.ts';

/** What deleting the account does, as the spec lists it. */
const CONSEQUENCES = [
  'Your personal information will be deleted',
  'Your active subscriptions will be canceled',
  'You will lose access to our accounting services',
  'Your uploaded documents will be deleted',
];

export function DangerZoneCard() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const toast = useToast();
  const navigate = useNavigate();

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Account deleted', description: 'Your account and personal information have been deleted.' });
        navigate('/auth', { replace: true });
      },
      onError: (error) =>
        toast({
          title: 'Failed to delete account',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

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
      <Dialog open={open} onClose={() => setOpen(false)} aria-describedby="delete-account-consequences">
        <DialogTitle>Delete Account?</DialogTitle>
        <DialogContent>
          <DialogContentText component="div" id="delete-account-consequences">
            This action cannot be undone. Deleting your account means:
            <Box component="ul" sx={{ pl: 3, mb: 0 }}>
              {CONSEQUENCES.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Yes, Delete My Account'}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
