import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useToast } from '../../components/toaster.tsx';
import { apiRequest, errorMessage, fieldErrorsOf } from '../../lib/api-client.ts';
import { useDialogForm } from '../../lib/use-dialog-form.ts';

const EMPTY = { password: '' };

/** Asks for a copy of the client's data after they enter their password again (POPIA s23). */
export function DataExportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { values, setValues, errors, setErrors, close } = useDialogForm(EMPTY, onClose);
  const toast = useToast();
  const ask = useMutation({
    mutationFn: (password: string) => apiRequest('POST', '/api/user/data-export', { password }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.password) {
      setErrors({ password: 'Enter your password' });
      return;
    }
    ask.mutate(values.password, {
      onSuccess: () => {
        toast({
          title: 'We are preparing your copy',
          description: 'We will e-mail you when it is ready to download, usually within minutes.',
        });
        close();
      },
      onError: (error) => setErrors({ password: errorMessage(error, 'Please try again.'), ...fieldErrorsOf(error) }),
    });
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="export-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="export-title">Download a copy of your data</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            A ZIP file with everything we hold about you: your profile, company, employees, documents, messages,
            letters, payments and account activity. It is free. Enter your password to confirm it is you.
          </DialogContentText>
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => {
              setValues({ password: e.target.value });
              setErrors({});
            }}
            error={Boolean(errors.password)}
            helperText={errors.password}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={ask.isPending}>
            Prepare my copy
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
