import { Button } from '@mui/material';
import { useState } from 'react';
import {
  Datagrid,
  List,
  NumberField,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { EMAIL_KINDS, EMAIL_STATUSES } from '../../domain/email/kinds.ts';
import { capitalize } from '../../domain/labels.ts';
import { postAdminAction } from '../common/adminAction.ts';
import { csvExporter } from '../common/csvExporter.ts';
import { DateText, StatusChip } from '../common/fields.tsx';
import { clientFilter } from '../common/filters.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';

export const EMAIL_STATUS_CHOICES = EMAIL_STATUSES.map((id) => ({ id, name: capitalize(id) }));
export const EMAIL_STATUS_COLOURS = { sent: 'success', failed: 'error', queued: 'warning' } as const;
const kindChoices = EMAIL_KINDS.map((id) => ({ id, name: capitalize(id.replaceAll('_', ' ')) }));

const filters = [
  <TextInput key="q" source="q" label="Search" alwaysOn />,
  <SelectInput key="status" source="status" choices={EMAIL_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={kindChoices} />,
  clientFilter('clientId'),
];

/** For a failed e-mail: queue it again (managers and admins). */
function RetryButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (record?.status !== 'failed') return null;
  const retry = async () => {
    setBusy(true);
    try {
      await postAdminAction(`/api/admin/email-outbox/${encodeURIComponent(String(record.id))}/retry`);
      notify('Queued again: it goes out within a minute.', { type: 'success' });
      refresh();
    } catch (error) {
      notify(`Could not retry: ${(error as Error).message}`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" disabled={busy} onClick={retry}>
      Retry
    </Button>
  );
}

/** The columns, shared by the outbox and the client's E-mail tab. */
export function EmailColumns() {
  return (
    <Datagrid rowClick={false} bulkActionButtons={false}>
      <DateText source="createdAt" label="Queued" withTime />
      <TextField source="recipient" sortable={false} />
      <TextField source="subject" sortable={false} />
      <StatusChip choices={EMAIL_STATUS_CHOICES} colours={EMAIL_STATUS_COLOURS} />
      <NumberField source="attempts" sortable={false} />
      <TextField source="statusReason" label="Why" sortable={false} emptyText="—" />
      <DateText source="sentAt" label="Sent" withTime />
      <RetryButton />
    </Datagrid>
  );
}

/** Every e-mail the firm sends: queued, sent, failed (retry) or skipped, and why. */
export function EmailOutboxList() {
  const isSmall = useIsSmall();
  return (
    <List exporter={csvExporter} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.subject}
          secondaryText={(r) => `${r.recipient} · ${r.status}${r.statusReason ? ` · ${r.statusReason}` : ''}`}
          linkType={false}
        />
      ) : (
        <EmailColumns />
      )}
    </List>
  );
}
