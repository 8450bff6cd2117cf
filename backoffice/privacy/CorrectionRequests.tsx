import { Box, Button, Card, CardContent, MenuItem, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { formatDate } from '../../domain/format.ts';
import {
  CORRECTION_KIND_LABELS,
  CORRECTION_STATUS_LABELS,
  CORRECTION_STATUSES,
  type CorrectionKind,
} from '../../domain/privacy/correction-requests.ts';
import { fieldErrorsOf } from '../../ui/api-error.ts';
import { request } from '../api-client.ts';
import { csvExporter } from '../common/csvExporter.ts';
import { DateText, StatusChip } from '../common/fields.tsx';
import { clientFilter } from '../common/filters.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';

interface CorrectionRecord {
  id: string;
  clientName: string;
  kind: CorrectionKind;
  subject: string;
  details: string;
  status: 'open' | 'done' | 'refused';
  response: string | null;
  createdAt: string;
}

const statusChoices = CORRECTION_STATUSES.map((id) => ({ id, name: CORRECTION_STATUS_LABELS[id] }));
const statusColours = { open: 'warning', done: 'success', refused: 'default' } as const;
const filters = [clientFilter('userId'), <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];

/** Clients' corrections and objections (POPIA s24), open ones first to answer. */
export function CorrectionRequestList() {
  const small = useIsSmall();
  return (
    <List
      exporter={csvExporter}
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      title="Corrections and objections"
    >
      {small ? (
        <SimpleList<CorrectionRecord>
          primaryText={(r) => r.subject}
          secondaryText={(r) => `${r.clientName} · ${CORRECTION_STATUS_LABELS[r.status]}`}
          tertiaryText={(r) => formatDate(r.createdAt)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="clientName" label="Client" sortable={false} />
          <FunctionField
            label="Asks"
            render={(r: CorrectionRecord) => (r.kind === 'objection' ? 'Objection' : 'Correction')}
          />
          <TextField source="subject" sortable={false} />
          <StatusChip choices={statusChoices} colours={statusColours} />
          <DateText source="createdAt" label="Asked" />
        </Datagrid>
      )}
    </List>
  );
}

function ResolvePanel() {
  const record = useRecordContext<CorrectionRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [status, setStatus] = useState<'done' | 'refused'>('done');
  const [response, setResponse] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  if (record.status !== 'open') {
    return (
      <Box>
        <Typography variant="subtitle2">Answer ({CORRECTION_STATUS_LABELS[record.status].toLowerCase()})</Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{record.response ?? 'No answer text.'}</Typography>
      </Box>
    );
  }
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status === 'refused' && !response.trim()) {
      setErrors({ response: 'Give the client the reason for refusing' });
      return;
    }
    setBusy(true);
    try {
      await request('POST', `/api/admin/correction-requests/${record?.id}/resolve`, {
        status,
        response: response.trim() || null,
      });
      notify('The client has been told by e-mail.', { type: 'success' });
      refresh();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card variant="outlined" component="form" noValidate onSubmit={submit} aria-label="Resolve the request">
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <Typography variant="subtitle1" component="h2">
            Resolve
          </Typography>
          <MuiTextField
            select
            label="Outcome"
            value={status}
            onChange={(e) => setStatus(e.target.value as 'done' | 'refused')}
          >
            <MenuItem value="done">Done</MenuItem>
            <MenuItem value="refused">Refused</MenuItem>
          </MuiTextField>
          <MuiTextField
            label={status === 'refused' ? 'Reason for refusing (the client sees it)' : 'Answer (the client sees it)'}
            value={response}
            onChange={(e) => {
              setResponse(e.target.value);
              setErrors({});
            }}
            error={Boolean(errors.response)}
            helperText={errors.response}
            multiline
            minRows={3}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              Resolve and tell the client
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function CorrectionRequestShow() {
  return (
    <Show title="Correction request">
      <SimpleShowLayout>
        <TextField source="clientName" label="Client" />
        <FunctionField label="Asks" render={(r: CorrectionRecord) => CORRECTION_KIND_LABELS[r.kind]} />
        <TextField source="subject" />
        <TextField source="details" sx={{ whiteSpace: 'pre-wrap' }} />
        <StatusChip choices={statusChoices} colours={statusColours} />
        <DateText source="createdAt" label="Asked" withTime />
        <ResolvePanel />
      </SimpleShowLayout>
    </Show>
  );
}
