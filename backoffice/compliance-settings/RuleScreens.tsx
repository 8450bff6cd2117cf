import {
  Create,
  Datagrid,
  DateInput,
  Edit,
  List,
  required,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { obligationChoices } from '../deadlines/choices.ts';
import { csvExporter } from '../common/csvExporter.ts';
import { DateText } from '../common/fields.tsx';
import { useRole } from '../permissions.ts';

const shiftChoices = [
  { id: 'previous_business_day', name: 'Last business day before (TAA s244)' },
  { id: 'none', name: 'Not moved' },
];

/** The parameters as editable JSON; text that is not JSON goes to the API as it is and comes back as a 422. */
const formatParams = (value: unknown) => (value && typeof value === 'object' ? JSON.stringify(value, null, 2) : value);
const parseParams = (text: string) => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Compliance rules: each obligation's numbers, versioned by the dates they apply. */
export function RuleList() {
  const { isAdmin } = useRole();
  return (
    <List
      exporter={csvExporter}
      filters={[<SelectInput key="obligation" source="obligation" choices={obligationChoices} alwaysOn />]}
      sort={{ field: 'obligation', order: 'ASC' }}
      title="Compliance rules"
    >
      <Datagrid rowClick={isAdmin ? 'edit' : false} bulkActionButtons={false}>
        <SelectField source="obligation" choices={obligationChoices} />
        <TextField source="effectiveFrom" label="From" />
        <TextField source="effectiveTo" label="Until" emptyText="in force" />
        <SelectField source="shiftPolicy" label="Weekends and holidays" choices={shiftChoices} emptyText="Not set" />
        <TextField source="source" sortable={false} />
        <DateText source="updatedAt" label="Changed" />
      </Datagrid>
    </List>
  );
}

function RuleForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm>
      <SelectInput source="obligation" choices={obligationChoices} validate={required()} disabled={!creating} />
      <DateInput source="effectiveFrom" label="In force from" validate={required()} />
      <DateInput source="effectiveTo" label="In force until (empty: still in force)" parse={(v) => v || null} />
      <SelectInput
        source="shiftPolicy"
        label="Weekends and holidays"
        choices={shiftChoices}
        emptyText="Not set (the date stands)"
        parse={(v) => v || null}
      />
      <TextInput
        source="params"
        label="Parameters (JSON)"
        multiline
        fullWidth
        minRows={4}
        format={formatParams}
        parse={parseParams}
        validate={required()}
        helperText="The rule's numbers; docs/decisions/023-compliance-calendar.md lists each obligation's shape."
      />
      <TextInput source="source" multiline fullWidth validate={required()} />
    </SimpleForm>
  );
}

export function RuleEdit() {
  return (
    <Edit mutationMode="pessimistic" title="Compliance rule">
      <RuleForm />
    </Edit>
  );
}

export function RuleCreate() {
  return (
    <Create title="New rule version" redirect="list">
      <RuleForm creating />
    </Create>
  );
}
