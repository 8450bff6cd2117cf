import { Box, Button, Card, CardContent, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  Create,
  Datagrid,
  DateInput,
  Edit,
  FunctionField,
  List,
  ReferenceArrayInput,
  required,
  Show,
  SimpleForm,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { formatDate } from '../../domain/format.ts';
import { fieldErrorsOf } from '../../ui/api-error.ts';
import { request } from '../api-client.ts';
import { csvExporter } from '../common/csvExporter.ts';
import { DateText, userLabel } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';

interface BreachRecord {
  id: string;
  description: string;
  foundOn: string;
  allClients: boolean;
  clientIds: string[];
  peopleToldAt: string | null;
  regulatorNotifiedOn: string | null;
}

const whose = (r: BreachRecord) =>
  r.allClients ? 'Every client' : `${r.clientIds.length} client${r.clientIds.length === 1 ? '' : 's'}`;

/** The register (POPIA s22); its export is the CSV an auditor or the Information Regulator asks for. */
export function BreachList() {
  const small = useIsSmall();
  return (
    <List exporter={csvExporter} sort={{ field: 'foundOn', order: 'DESC' }} title="Breach register">
      {small ? (
        <SimpleList<BreachRecord>
          primaryText={(r) => r.description}
          secondaryText={(r) => `Found ${formatDate(r.foundOn)} · ${whose(r)}`}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <FunctionField label="Found" sortBy="foundOn" render={(r: BreachRecord) => formatDate(r.foundOn)} />
          <TextField source="description" label="What happened" sortable={false} />
          <FunctionField label="Whose" render={whose} />
          <FunctionField
            label="Regulator notified"
            render={(r: BreachRecord) => (r.regulatorNotifiedOn ? formatDate(r.regulatorNotifiedOn) : 'Not yet')}
          />
          <DateText source="peopleToldAt" label="People told" />
        </Datagrid>
      )}
    </List>
  );
}

const dateOnly = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 10) : null);

function BreachForm({ lockWhose = false }: { lockWhose?: boolean }) {
  return (
    <SimpleForm>
      <TextInput source="description" label="What happened" validate={required()} multiline fullWidth />
      <DateInput source="foundOn" label="Found on" validate={required()} parse={dateOnly} />
      <TextInput source="dataAffected" label="What information" validate={required()} multiline fullWidth />
      <BooleanInput source="allClients" label="Every client is affected" disabled={lockWhose} />
      <ReferenceArrayInput source="clientIds" reference="clients">
        <AutocompleteArrayInput label="Clients affected" optionText={userLabel} disabled={lockWhose} fullWidth />
      </ReferenceArrayInput>
      <DateInput source="regulatorNotifiedOn" label="Information Regulator notified on" parse={dateOnly} />
      <TextInput source="regulatorReference" label="Regulator's reference" />
    </SimpleForm>
  );
}

export const BreachCreate = () => (
  <Create redirect="show" title="Record a breach">
    <BreachForm />
  </Create>
);

function BreachEditForm() {
  const record = useRecordContext<BreachRecord>();
  return <BreachForm lockWhose={Boolean(record?.peopleToldAt)} />;
}
export const BreachEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" title="Breach">
    <BreachEditForm />
  </Edit>
);

function NotifyPanel() {
  const record = useRecordContext<BreachRecord & { notice: string | null }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  if (record.peopleToldAt) {
    return (
      <Box>
        <Typography variant="subtitle2">Notice sent {formatDate(record.peopleToldAt)}</Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{record.notice}</Typography>
      </Box>
    );
  }
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!notice.trim()) {
      setError('Write the notice the affected clients receive');
      return;
    }
    if (!window.confirm(`Send this notice to ${whose(record as BreachRecord).toLowerCase()}? It is sent once.`)) return;
    setBusy(true);
    try {
      const sent = await request<{ recipients: number }>('POST', `/api/admin/breaches/${record?.id}/notify`, {
        notice,
      });
      notify(`The notice is on its way to ${sent.recipients} client${sent.recipients === 1 ? '' : 's'}.`, {
        type: 'success',
      });
      refresh();
    } catch (failure) {
      setError(fieldErrorsOf(failure).notice ?? '');
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card variant="outlined" component="form" noValidate onSubmit={submit} aria-label="Notify the people affected">
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <Typography variant="subtitle1" component="h2">
            Tell the people affected ({whose(record).toLowerCase()})
          </Typography>
          <MuiTextField
            label="Notice"
            helperText={
              error || 'What happened, what information, what we are doing, what they can do. Sent once, by e-mail.'
            }
            error={Boolean(error)}
            value={notice}
            onChange={(e) => {
              setNotice(e.target.value);
              setError('');
            }}
            multiline
            minRows={5}
          />
          <Box>
            <Button type="submit" variant="contained" color="error" disabled={busy}>
              Send the notice
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

export const BreachShow = () => (
  <Show title="Breach">
    <SimpleShowLayout>
      <TextField source="description" label="What happened" sx={{ whiteSpace: 'pre-wrap' }} />
      <FunctionField label="Found on" render={(r: BreachRecord) => formatDate(r.foundOn)} />
      <TextField source="dataAffected" label="What information" />
      <FunctionField label="Whose" render={whose} />
      <FunctionField
        label="Information Regulator"
        render={(r: BreachRecord & { regulatorReference: string | null }) =>
          r.regulatorNotifiedOn
            ? `Notified ${formatDate(r.regulatorNotifiedOn)}${r.regulatorReference ? ` (reference ${r.regulatorReference})` : ''}`
            : 'Not notified yet'
        }
      />
      <NotifyPanel />
    </SimpleShowLayout>
  </Show>
);
