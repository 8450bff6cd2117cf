import { Box, Button, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { formatDay } from '../../domain/compliance/calendar-dates.ts';
import { ApiError } from '../../ui/api-error.ts';
import { request } from '../api-client.ts';
import { DateReasonDialog } from '../common/DateReasonDialog.tsx';

interface TrackedFrom {
  trackedFrom: string;
  source: 'set_by_staff' | 'first_package' | 'registered';
  defaultTrackedFrom: string;
}

const SOURCE_TEXT: Record<TrackedFrom['source'], string> = {
  set_by_staff: 'set by staff',
  first_package: 'the day their first package became active',
  registered: 'the day they registered; no package yet',
};

type FieldErrors = Partial<Record<'trackedFrom' | 'reason', string>>;

/** The client's tracked-from date on their page: shown, and changed with a reason the activity log keeps. */
export function TrackedFromPanel({ clientId }: { clientId: string }) {
  const path = `/api/admin/clients/${clientId}/tracked-from`;
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const notify = useNotify();
  const { data } = useQuery({ queryKey: [path], queryFn: () => request<TrackedFrom>('GET', path) });
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (trackedFrom: string | null) => request<TrackedFrom>('PUT', path, { trackedFrom, reason }),
    onSuccess: (answer) => {
      queryClient.setQueryData([path], answer);
      setOpen(false);
      notify('Tracked-from date saved');
      refresh();
    },
    onError: (error) => setErrors(error instanceof ApiError ? (error.fieldErrors as FieldErrors) : {}),
  });
  if (!data) return null;
  const start = () => {
    setDate(data.trackedFrom);
    setReason('');
    setErrors({});
    setOpen(true);
  };
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2">
        <strong>Tracked from {formatDay(data.trackedFrom)}</strong> ({SOURCE_TEXT[data.source]}). Open due dates before
        it are not counted as overdue and get no reminders.
      </Typography>
      <Button size="small" onClick={start} sx={{ mt: 0.5 }}>
        Change tracked-from date
      </Button>
      <DateReasonDialog
        id="tracked-from"
        title="Tracked-from date"
        open={open}
        onClose={() => setOpen(false)}
        dateLabel="Tracked from"
        date={date}
        onDate={setDate}
        dateHelp={`Default: ${formatDay(data.defaultTrackedFrom)}`}
        reason={reason}
        onReason={setReason}
        reasonHelp="Kept in the activity log"
        errors={{ date: errors.trackedFrom, reason: errors.reason }}
        failure={save.isError && !errors.trackedFrom && !errors.reason ? save.error.message : null}
        submitLabel="Save"
        onSubmit={() => save.mutate(date)}
        busy={save.isPending}
        extraActions={
          data.source === 'set_by_staff' && (
            <Button onClick={() => save.mutate(null)} disabled={save.isPending}>
              Use the default
            </Button>
          )
        }
      />
    </Box>
  );
}
