import {
  Create,
  Datagrid,
  DateInput,
  DeleteButton,
  Edit,
  List,
  NumberField,
  NumberInput,
  required,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { csvExporter } from '../common/csvExporter.ts';
import { DateText } from '../common/fields.tsx';
import { useRole } from '../permissions.ts';

const percent = { style: 'unit', unit: 'percent', maximumFractionDigits: 2 } as const;
const rand = { style: 'currency', currency: 'ZAR', maximumFractionDigits: 0 } as const;

/** UIF and SDL rates by the day they apply from: the newest on or before a month's first day is used. */
export function RateList() {
  const { isAdmin } = useRole();
  return (
    <List exporter={csvExporter} sort={{ field: 'effectiveFrom', order: 'DESC' }} title="Payroll rates">
      <Datagrid rowClick={isAdmin ? 'edit' : false} bulkActionButtons={false}>
        <TextField source="effectiveFrom" label="From" />
        <NumberField source="uifEmployeeRate" label="UIF employee" options={percent} sortable={false} />
        <NumberField source="uifEmployerRate" label="UIF employer" options={percent} sortable={false} />
        <NumberField source="uifMonthlyCeiling" label="UIF ceiling a month" options={rand} locales="en-ZA" />
        <NumberField source="sdlRate" label="SDL" options={percent} sortable={false} />
        <NumberField source="sdlAnnualExemption" label="SDL exempt up to a year" options={rand} locales="en-ZA" />
        <TextField source="source" sortable={false} />
        <DateText source="updatedAt" label="Changed" />
      </Datagrid>
    </List>
  );
}

function RateForm() {
  return (
    <SimpleForm>
      <DateInput source="effectiveFrom" label="Applies from" validate={required()} />
      <NumberInput source="uifEmployeeRate" label="UIF employee rate (%)" validate={required()} />
      <NumberInput source="uifEmployerRate" label="UIF employer rate (%)" validate={required()} />
      <NumberInput
        source="uifMonthlyCeiling"
        label="UIF ceiling a month (R)"
        validate={required()}
        helperText="UIF is charged on the salary up to this amount"
      />
      <NumberInput source="sdlRate" label="SDL rate (%)" validate={required()} />
      <NumberInput
        source="sdlAnnualExemption"
        label="SDL exemption a year (R)"
        validate={required()}
        helperText="No SDL while the year's payroll stays at or under this"
      />
      <TextInput source="source" multiline fullWidth validate={required()} />
    </SimpleForm>
  );
}

export function RateEdit() {
  return (
    <Edit mutationMode="pessimistic" title="Payroll rates" actions={false}>
      <RateForm />
      <DeleteButton mutationMode="pessimistic" sx={{ m: 2 }} />
    </Edit>
  );
}

export function RateCreate() {
  return (
    <Create title="New payroll rates" redirect="list">
      <RateForm />
    </Create>
  );
}
