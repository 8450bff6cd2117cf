import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { usePermissions } from 'react-admin';
import { OBLIGATIONS } from '../../domain/compliance/rules.ts';
import { seesEveryClient } from '../../domain/roles.ts';
import type { PipelineSchedule as Schedule } from '../../domain/work/schedule.ts';
import { ApiError } from '../../ui/api-error.ts';
import { request } from '../api-client.ts';
import type { Pipeline } from './jobs.ts';

const DAYS = Array.from({ length: 28 }, (_, i) => i + 1);
const ordinal = (day: number) => {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
};

/** How the board's header says when a pipeline's recurring jobs come. */
export const describeSchedule = (schedule: Schedule | null | undefined) =>
  schedule
    ? `A job every month for each client: made on the ${ordinal(schedule.createOnDay)} of the next month, due on the ${ordinal(schedule.dueOnDay)}`
    : 'No recurring jobs';

/**
 * The recurring-jobs line of a pipeline without deadlines (bookkeeping) on the board, and, for
 * managers and admins, the dialog that sets it. An obligation's pipeline shows nothing: its jobs
 * come from the compliance calendar.
 */
export function PipelineSchedule(props: { pipeline: Pipeline; onSaved: () => void }) {
  const { permissions } = usePermissions<string>();
  const [open, setOpen] = useState(false);
  if ((OBLIGATIONS as readonly string[]).includes(props.pipeline.service)) return null;
  const canEdit = seesEveryClient(permissions ?? null);
  return (
    <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {describeSchedule(props.pipeline.schedule)}
      </Typography>
      {canEdit && (
        <Button size="small" onClick={() => setOpen(true)}>
          Change schedule
        </Button>
      )}
      {open && (
        <ScheduleDialog
          pipeline={props.pipeline}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            props.onSaved();
          }}
        />
      )}
    </Stack>
  );
}

function ScheduleDialog(props: { pipeline: Pipeline; onClose: () => void; onSaved: () => void }) {
  const current = props.pipeline.schedule;
  const [recurs, setRecurs] = useState(Boolean(current));
  const [createOnDay, setCreateOnDay] = useState(current?.createOnDay ?? 1);
  const [dueOnDay, setDueOnDay] = useState(current?.dueOnDay ?? 20);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setErrors({});
    setFailed(null);
    try {
      const schedule: Schedule | null = recurs ? { every: 'month', createOnDay, dueOnDay } : null;
      await request('PUT', `/api/admin/pipelines/${encodeURIComponent(props.pipeline.id)}`, { schedule });
      props.onSaved();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      else
        setFailed(
          error instanceof ApiError ? (error.detail ?? 'The schedule was not saved.') : 'The schedule was not saved.',
        );
    } finally {
      setSaving(false);
    }
  };

  const dayField = (id: string, label: string, value: number, set: (day: number) => void, error?: string) => (
    <FormControl size="small" error={Boolean(error)} sx={{ minWidth: 200 }} disabled={!recurs}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value} onChange={(event) => set(Number(event.target.value))}>
        {DAYS.map((day) => (
          <MenuItem key={day} value={day}>
            {ordinal(day)}
          </MenuItem>
        ))}
      </Select>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="schedule-title">
      <DialogTitle id="schedule-title">Recurring jobs: {props.pipeline.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControlLabel
            control={<Switch checked={recurs} onChange={(event) => setRecurs(event.target.checked)} />}
            label="Make a job every month for each client whose package includes this work"
          />
          <Typography variant="body2" color="text.secondary">
            The job for a month is made in the month after it, in the first stage, for the client's accountant. Never
            for a month before the client's tracked-from date.
          </Typography>
          {dayField('schedule-create', 'Made on the', createOnDay, setCreateOnDay, errors['schedule.createOnDay'])}
          {dayField('schedule-due', 'Due on the', dueOnDay, setDueOnDay, errors['schedule.dueOnDay'])}
          {errors.schedule && <Alert severity="error">{errors.schedule}</Alert>}
          {failed && <Alert severity="error">{failed}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
