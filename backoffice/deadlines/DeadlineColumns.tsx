import { Chip, Typography } from '@mui/material';
import {
  BulkUpdateButton,
  Datagrid,
  FunctionField,
  SelectField,
  TextField,
  useRecordContext,
  useUpdate,
  useNotify,
} from 'react-admin';
import { todayInSouthAfrica } from '../../domain/format.ts';
import { DateText } from '../common/fields.tsx';
import { obligationChoices } from './choices.ts';

interface DeadlineRecord {
  id: string;
  status: 'open' | 'done';
  dueDate: string;
  optional: boolean;
  moveReason: string | null;
  beforeTrackedFrom: boolean;
}

function StatusChip() {
  const record = useRecordContext<DeadlineRecord>();
  if (!record) return null;
  if (record.status === 'done') return <Chip size="small" label="Done" color="success" variant="outlined" />;
  if (record.beforeTrackedFrom) return <Chip size="small" label="Before tracked from" variant="outlined" />;
  const overdue = !record.optional && record.dueDate < todayInSouthAfrica();
  return <Chip size="small" label={overdue ? 'Overdue' : 'Open'} color={overdue ? 'error' : 'warning'} />;
}

/** Done, or open again: one click on the row (the bulk button does many). */
export function ToggleDone(props: { record?: DeadlineRecord }) {
  const record = useRecordContext<DeadlineRecord>(props);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  if (!record) return null;
  const next = record.status === 'done' ? 'open' : 'done';
  return (
    <Chip
      component="button"
      clickable
      size="small"
      variant="outlined"
      disabled={isPending}
      label={next === 'done' ? 'Mark done' : 'Reopen'}
      onClick={(event: React.MouseEvent) => {
        event.stopPropagation();
        update(
          'deadlines',
          { id: record.id, data: { status: next }, previousData: record },
          { onSuccess: () => notify(next === 'done' ? 'Marked done' : 'Reopened') },
        );
      }}
    />
  );
}

/** A date from before the client's tracked-from date becomes the firm's: an ordinary deadline again. */
export function TakeOn(props: { record?: DeadlineRecord }) {
  const record = useRecordContext<DeadlineRecord>(props);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  if (!record?.beforeTrackedFrom || record.status === 'done') return null;
  return (
    <Chip
      component="button"
      clickable
      size="small"
      variant="outlined"
      color="primary"
      disabled={isPending}
      label="Take on"
      onClick={(event: React.MouseEvent) => {
        event.stopPropagation();
        update(
          'deadlines',
          { id: record.id, data: { takenOn: true }, previousData: record },
          { onSuccess: () => notify('Taken on: it is an ordinary deadline now') },
        );
      }}
    />
  );
}

const bulk = <BulkUpdateButton label="Mark selected done" data={{ status: 'done' }} mutationMode="pessimistic" />;

/** The deadlines' columns; the client column is left out on the client's own page. */
export function DeadlineColumns({ withClient = true }: { withClient?: boolean }) {
  return (
    <Datagrid rowClick={false} bulkActionButtons={bulk}>
      {withClient && <TextField source="clientName" label="Client" sortable={false} />}
      <SelectField source="obligation" choices={obligationChoices} />
      <TextField source="periodLabel" label="Period" sortable={false} />
      <DateText source="dueDate" label="Due" />
      <FunctionField
        label="Moved"
        sortable={false}
        render={(r: DeadlineRecord) =>
          r.moveReason ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {r.moveReason}
            </Typography>
          ) : null
        }
      />
      <FunctionField label="Status" source="status" render={() => <StatusChip />} />
      <FunctionField label="" render={() => <ToggleDone />} />
      <FunctionField label="" render={() => <TakeOn />} />
    </Datagrid>
  );
}
