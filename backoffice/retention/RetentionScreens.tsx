import { Button } from '@mui/material';
import { useState } from 'react';
import {
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  required,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { formatDate, formatFileSize } from '../../domain/format.ts';
import { request } from '../api-client.ts';
import { csvExporter } from '../common/csvExporter.ts';
import { DateText } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';
import { useRole } from '../permissions.ts';
import { ruleLabel } from './RetentionPanel.tsx';

const KeepUntil = () => (
  <FunctionField label="Keep until" render={(r: { keepUntil: string }) => formatDate(r.keepUntil)} />
);

const holds = (r: { categories: string[]; startsAt: string }) =>
  r.categories.length ? r.categories.join(', ').replaceAll('_', ' ') : r.startsAt.replaceAll('_', ' ');

/** The rules as data: what each holds, for how long, and the law it stands on. Admins change them. */
export function RetentionRuleList() {
  const { isAdmin } = useRole();
  const small = useIsSmall();
  type Rule = { id: string; label: string; years: number; source: string; categories: string[]; startsAt: string };
  // A phone gets each rule as a stacked entry: the source is the column that matters and the widest.
  if (small)
    return (
      <List exporter={csvExporter} pagination={false} title="Retention rules">
        <SimpleList<Rule>
          primaryText={(r) => (r.years ? `${r.label}: ${r.years} years` : r.label)}
          secondaryText={(r) => (
            <>
              Holds: {holds(r)}
              <br />
              {r.source}
            </>
          )}
          linkType={isAdmin ? 'edit' : false}
        />
      </List>
    );
  return (
    <List exporter={csvExporter} pagination={false} title="Retention rules">
      <Datagrid rowClick={isAdmin ? 'edit' : false} bulkActionButtons={false}>
        <TextField source="label" sortable={false} />
        <FunctionField label="Holds" render={holds} />
        <NumberField source="years" sortable={false} />
        <TextField source="source" sortable={false} />
        <DateText source="updatedAt" label="Changed" />
      </Datagrid>
    </List>
  );
}

export function RetentionRuleEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" title="Retention rule">
      <SimpleForm>
        <TextInput source="label" validate={required()} fullWidth />
        <NumberInput source="years" validate={required()} min={0} max={100} />
        <TextInput source="source" validate={required()} multiline fullWidth />
      </SimpleForm>
    </Edit>
  );
}

const retainedColumns = [
  <TextField key="client" source="clientName" label="Former client" sortable={false} />,
  <TextField key="file" source="fileName" label="File" sortable={false} />,
  <FunctionField
    key="category"
    label="Category"
    render={(r: { category: string }) => r.category.replaceAll('_', ' ')}
  />,
  <FunctionField key="size" label="Size" render={(r: { fileSize: number }) => formatFileSize(r.fileSize)} />,
  <FunctionField key="rule" label="Kept under" render={(r: { ruleId: string }) => ruleLabel(r.ruleId)} />,
  <KeepUntil key="until" />,
];

/** What deleted accounts left behind under a clock, detached from any sign-in. */
export function RetainedRecordList() {
  return (
    <List exporter={csvExporter} sort={{ field: 'keepUntil', order: 'ASC' }} title="Retained records">
      <Datagrid rowClick={false} bulkActionButtons={false}>
        {retainedColumns}
      </Datagrid>
    </List>
  );
}

function ApproveButton() {
  const record = useRecordContext<{ id: string; fileName: string }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  async function approve() {
    if (!window.confirm(`Dispose of ${record?.fileName}? Its file is deleted for good.`)) return;
    setBusy(true);
    try {
      const done = await request<{ message: string }>('POST', `/api/admin/disposals/${record?.id}/approve`);
      notify(done.message, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="small" color="error" variant="outlined" onClick={approve} disabled={busy}>
      Approve disposal
    </Button>
  );
}

/** Retained records whose clocks have ended: approving one deletes it and its file, and logs it. */
export function DisposalList() {
  return (
    <List exporter={csvExporter} sort={{ field: 'keepUntil', order: 'ASC' }} title="Disposals" empty={false}>
      <Datagrid
        rowClick={false}
        bulkActionButtons={false}
        empty={<p style={{ padding: 16 }}>Nothing is due for disposal.</p>}
      >
        {retainedColumns}
        <ApproveButton />
      </Datagrid>
    </List>
  );
}
