import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';

interface DateReasonDialogProps {
  /** Names the dialog for assistive technology; unique on the page. */
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  /** What the change means, above the fields. */
  intro?: ReactNode;
  dateLabel: string;
  date: string;
  onDate: (date: string) => void;
  dateHelp?: string;
  reason: string;
  onReason: (reason: string) => void;
  reasonHelp: string;
  /** The server's field messages, shown under each field. */
  errors: { date?: string; reason?: string };
  /** A refusal that names no field. */
  failure?: string | null;
  submitLabel: string;
  onSubmit: () => void;
  busy: boolean;
  /** Actions before Cancel (e.g. 'Use the default'). */
  extraActions?: ReactNode;
}

/**
 * A date changed only with a reason the activity log keeps (a client's tracked-from date, a
 * record's retention): one dialog, so both read and behave the same.
 */
export function DateReasonDialog(props: DateReasonDialogProps) {
  const { id, errors } = props;
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`}>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {props.intro && <Typography variant="body2">{props.intro}</Typography>}
          <TextField
            label={props.dateLabel}
            type="date"
            value={props.date}
            onChange={(event) => props.onDate(event.target.value)}
            error={Boolean(errors.date)}
            helperText={errors.date ?? props.dateHelp}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Reason"
            value={props.reason}
            onChange={(event) => props.onReason(event.target.value)}
            error={Boolean(errors.reason)}
            helperText={errors.reason ?? props.reasonHelp}
            multiline
            minRows={2}
            required
          />
          {props.failure && <Alert severity="error">{props.failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {props.extraActions}
        <Button onClick={props.onClose}>Cancel</Button>
        <Button variant="contained" onClick={props.onSubmit} disabled={props.busy}>
          {props.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
