import type { ReactNode } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import {
  ArrayInput,
  CloneButton,
  Create,
  Datagrid,
  DeleteButton,
  Edit,
  FunctionField,
  List,
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { taxYearLabel } from '../../domain/payroll/estimate.ts';
import { csvExporter } from '../common/csvExporter.ts';
import { DateText, StatusChip } from '../common/fields.tsx';
import { useRole } from '../permissions.ts';
import { PublishButton } from './PublishButton.tsx';

const statusChoices = [
  { id: 'draft', name: 'Draft' },
  { id: 'published', name: 'Published' },
  { id: 'retired', name: 'Retired' },
];
const STATUS_COLOURS = { draft: 'warning', published: 'success' } as const;

/** SARS's tax tables: one published per tax year (used by the estimates), drafts in progress, retired ones kept. */
export function TaxTableList() {
  const { isAdmin } = useRole();
  return (
    <List
      exporter={csvExporter}
      filters={[<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />]}
      sort={{ field: 'taxYearEnd', order: 'DESC' }}
      title="Tax tables"
    >
      <Datagrid rowClick={isAdmin ? 'edit' : false} bulkActionButtons={false}>
        <FunctionField
          source="taxYearEnd"
          label="Tax year"
          render={(record: RaRecord) => taxYearLabel(Number(record.taxYearEnd))}
        />
        <FunctionField
          source="status"
          sortable={false}
          render={() => <StatusChip choices={statusChoices} colours={STATUS_COLOURS} />}
        />
        <FunctionField
          label="Brackets"
          render={(record: RaRecord) => {
            const brackets = (record.brackets ?? []) as { base: number | null }[];
            const blank = brackets.filter((row) => row.base === null).length;
            return `${brackets.length}${blank ? ` (${blank} base${blank === 1 ? '' : 's'} blank)` : ''}`;
          }}
        />
        <FunctionField
          label="Warnings"
          render={(record: RaRecord) => ((record.warnings as string[] | undefined)?.length ? 'Yes' : 'None')}
        />
        <TextField source="source" sortable={false} />
        <DateText source="updatedAt" label="Changed" />
      </Datagrid>
    </List>
  );
}

/** What the last save warned of: saved, but an admin should look again. */
function Warnings() {
  const record = useRecordContext();
  const warnings = (record?.warnings as string[] | undefined) ?? [];
  if (!warnings.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Saved, with {warnings.length === 1 ? 'a warning' : 'warnings'}:
      </Typography>
      {warnings.map((warning) => (
        <Typography variant="body2" key={warning}>
          {warning}
        </Typography>
      ))}
    </Alert>
  );
}

const blankAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const amount = { step: 1, min: 0 };

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {children}
      </Stack>
    </Box>
  );
}

function TaxTableForm({ creating = false }: { creating?: boolean }) {
  const record = useRecordContext();
  const retired = record?.status === 'retired';
  return (
    <SimpleForm
      toolbar={
        <Toolbar sx={{ gap: 1 }}>
          <SaveButton disabled={retired} />
          {!creating && <PublishButton />}
          {!creating && <CloneButton label="Copy to a draft" variant="outlined" />}
          <Box sx={{ flex: 1 }} />
          {!creating && record?.status === 'draft' && <DeleteButton mutationMode="pessimistic" />}
        </Toolbar>
      }
    >
      {retired && (
        <Alert severity="info" sx={{ mb: 2 }}>
          A retired table is kept as it was. Copy it to a draft to make changes.
        </Alert>
      )}
      <Warnings />
      <NumberInput
        source="taxYearEnd"
        label="Tax year ends (2027 for 2026/27)"
        validate={required()}
        disabled={!creating}
        helperText={creating ? '1 March to the end of February' : false}
      />
      <ArrayInput source="brackets" label="Brackets (ascending from R0)">
        <SimpleFormIterator inline disableReordering>
          <NumberInput source="from" label="From (R)" validate={required()} slotProps={{ htmlInput: amount }} />
          <NumberInput source="rate" label="Rate (%)" validate={required()} slotProps={{ htmlInput: { step: 1 } }} />
          <NumberInput
            source="base"
            label="Base (R); blank if unconfirmed"
            parse={blankAsNull}
            slotProps={{ htmlInput: amount }}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <Group title="Rebates a year (R)">
        <NumberInput source="rebates.primary" label="Primary" validate={required()} />
        <NumberInput source="rebates.secondary" label="65 and over" validate={required()} />
        <NumberInput source="rebates.tertiary" label="75 and over" validate={required()} />
      </Group>
      <Group title="Tax thresholds a year (R)">
        <NumberInput source="thresholds.under65" label="Under 65" validate={required()} />
        <NumberInput source="thresholds.from65" label="65 to 74" validate={required()} />
        <NumberInput source="thresholds.from75" label="75 and over" validate={required()} />
      </Group>
      <Group title="Medical scheme fees tax credits a month (R)">
        <NumberInput source="medicalCredits.firstTwoEach" label="Each of the first two members" validate={required()} />
        <NumberInput source="medicalCredits.furtherEach" label="Each further member" validate={required()} />
      </Group>
      <TextInput source="source" multiline fullWidth validate={required()} helperText="Where the figures come from" />
    </SimpleForm>
  );
}

function EditTitle() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <span>
      Tax table {taxYearLabel(Number(record.taxYearEnd))} ({String(record.status)})
    </span>
  );
}

export function TaxTableEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<EditTitle />} actions={<TopToolbar />} redirect={false}>
      <TaxTableForm />
    </Edit>
  );
}

/** A copy arrives with the copied year's figures (CloneButton); it is saved as a draft. */
export function TaxTableCreate() {
  return (
    <Create
      title="New draft tax table"
      redirect="edit"
      transform={({ taxYearEnd, brackets, rebates, thresholds, medicalCredits, source }: RaRecord) => ({
        taxYearEnd,
        brackets,
        rebates,
        thresholds,
        medicalCredits,
        source,
      })}
    >
      <TaxTableForm creating />
    </Create>
  );
}
