import { Box, Button, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Datagrid, ReferenceManyField, TextField, useNotify, useRecordContext } from 'react-admin';
import { CORRECTION_STATUS_LABELS, CORRECTION_STATUSES } from '../../domain/privacy/correction-requests.ts';
import { fieldErrorsOf } from '../../ui/api-error.ts';
import { request } from '../api-client.ts';
import { DateText, StatusChip } from '../common/fields.tsx';

const statusChoices = CORRECTION_STATUSES.map((id) => ({ id, name: CORRECTION_STATUS_LABELS[id] }));

/** Builds the client's copy of their data on their written request; the client is e-mailed and downloads it. */
function DataExportForm({ clientId }: { clientId: string }) {
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Name the written request (who asked, when, how)');
      return;
    }
    setBusy(true);
    try {
      await request('POST', `/api/admin/users/${encodeURIComponent(clientId)}/data-export`, { reason });
      notify('The copy is being built; the client is e-mailed a download link when it is ready.', { type: 'success' });
      setReason('');
    } catch (failure) {
      setError(fieldErrorsOf(failure).reason ?? '');
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Copy of the client's data">
      <Typography variant="h6" component="h3">
        Copy of their data
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        On the client's written request (POPIA s23). The client is e-mailed and downloads it once, signed in.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <MuiTextField
          label="Written request"
          placeholder="e.g. E-mail from the client, 20 November 2026"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError('');
          }}
          error={Boolean(error)}
          helperText={error}
          sx={{ width: { xs: '100%', sm: 380 } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          Build the copy
        </Button>
      </Stack>
    </Box>
  );
}

/** The client's page tab (clients/extraTabs.tsx): their corrections and objections, and their copy of their data. */
export function ClientPrivacyTab() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack spacing={3}>
      <ReferenceManyField
        reference="correction-requests"
        target="userId"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        empty={<Typography variant="body2">No corrections or objections asked for.</Typography>}
      >
        <Datagrid bulkActionButtons={false} rowClick="show">
          <TextField source="subject" sortable={false} />
          <StatusChip choices={statusChoices} colours={{ open: 'warning', done: 'success' }} />
          <DateText source="createdAt" label="Asked" />
        </Datagrid>
      </ReferenceManyField>
      <DataExportForm clientId={String(record.id)} />
    </Stack>
  );
}
