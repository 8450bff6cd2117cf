import { Chip, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDate } from '../../domain/format.ts';
import { WEBHOOK_EVENT_TYPES } from '../../domain/webhook-events.ts';

export const eventChoices = WEBHOOK_EVENT_TYPES.map((id) => ({ id, name: id }));

export function EventChips() {
  const record = useRecordContext();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {((record?.events as string[] | undefined) ?? []).map((event) => (
        <Chip key={event} size="small" label={event} />
      ))}
    </Stack>
  );
}

/** Enabled, disabled, or failing since when: what an admin checks first. */
export function EndpointState() {
  const record = useRecordContext();
  if (!record) return null;
  if (!record.enabled) return <Chip size="small" label="Disabled" />;
  if (record.failingSince)
    return (
      <Chip size="small" color="warning" label={`Failing since ${formatDate(String(record.failingSince), 'short')}`} />
    );
  return <Chip size="small" color="success" variant="outlined" label="Enabled" />;
}

const statusColour = { succeeded: 'success', failed: 'error', pending: 'warning' } as const;

export function DeliveryStatus() {
  const record = useRecordContext();
  const status = record?.status as keyof typeof statusColour | undefined;
  if (!status) return null;
  return <Chip size="small" color={statusColour[status]} label={status} data-testid="delivery-status" />;
}
