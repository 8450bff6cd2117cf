import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { CORRECTION_KIND_LABELS, type CorrectionKind } from '../../../domain/privacy/correction-requests.ts';
import { useToast } from '../../components/toaster.tsx';
import { apiRequest, errorMessage, fieldErrorsOf } from '../../lib/api-client.ts';
import { refetchAfterWrite } from '../../lib/query-client.ts';
import { useDialogForm } from '../../lib/use-dialog-form.ts';

export const CORRECTIONS_PATH = '/api/user/correction-requests';

const EMPTY = { kind: 'correction' as string, subject: '', details: '' };

/** Asks the firm to correct the client's information or to stop a use of it (POPIA s24). */
export function CorrectionRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { values, setValues, errors, setErrors, close } = useDialogForm(EMPTY, onClose);
  const toast = useToast();
  const send = useMutation({
    mutationFn: (body: typeof EMPTY) => apiRequest('POST', CORRECTIONS_PATH, body),
    onSuccess: () => refetchAfterWrite(CORRECTIONS_PATH),
  });
  const objection = values.kind === 'objection';

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.subject.trim()) found.subject = 'Say what information this is about';
    if (!values.details.trim()) found.details = 'Say what should change, or why you object';
    setErrors(found);
    if (Object.keys(found).length) return;
    send.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Request sent', description: 'Your accountant will answer it here and by e-mail.' });
        close();
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        toast({
          title: 'Request not sent',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="correction-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="correction-title">Ask about your information</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            You may ask us to correct information we hold about you, or object to a use of it. We answer every request
            in writing.
          </DialogContentText>
          <Stack spacing={2}>
            <RadioGroup
              aria-label="What you ask"
              value={values.kind}
              onChange={(e) => setValues({ ...values, kind: e.target.value as CorrectionKind })}
            >
              {(['correction', 'objection'] as const).map((kind) => (
                <FormControlLabel key={kind} value={kind} control={<Radio />} label={CORRECTION_KIND_LABELS[kind]} />
              ))}
            </RadioGroup>
            <TextField
              label={objection ? 'Which use you object to' : 'What is wrong'}
              placeholder={objection ? 'e.g. Newsletters sent to my e-mail address' : 'e.g. My ID number'}
              name="subject"
              value={values.subject}
              onChange={(e) => {
                setValues({ ...values, subject: e.target.value });
                setErrors({ ...errors, subject: '' });
              }}
              error={Boolean(errors.subject)}
              helperText={errors.subject}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              fullWidth
            />
            <TextField
              label={objection ? 'Why you object' : 'What it should be, and why'}
              name="details"
              value={values.details}
              onChange={(e) => {
                setValues({ ...values, details: e.target.value });
                setErrors({ ...errors, details: '' });
              }}
              error={Boolean(errors.details)}
              helperText={errors.details}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
              multiline
              minRows={3}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            Send request
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
