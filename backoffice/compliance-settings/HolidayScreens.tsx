import { Chip } from '@mui/material';
import {
  Create,
  Datagrid,
  DateInput,
  DeleteButton,
  FunctionField,
  List,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { csvExporter } from '../common/csvExporter.ts';
import { DateText } from '../common/fields.tsx';
import { useRole } from '../permissions.ts';

const kindChoices = [
  { id: 'statutory', name: 'Public Holidays Act' },
  { id: 'ad_hoc', name: 'Added (ad hoc)' },
];

/** Public holidays: generated each year from the Act; admins add ad hoc days (an election) with a reason. */
export function HolidayList() {
  const { isAdmin } = useRole();
  const year = new Date().getFullYear();
  return (
    <List
      exporter={csvExporter}
      filters={[<SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn />]}
      filterDefaultValues={{ date_gte: `${year}-01-01` }}
      sort={{ field: 'date', order: 'ASC' }}
      perPage={50}
      title="Public holidays"
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <DateText source="date" />
        <TextField source="name" sortable={false} />
        <FunctionField
          label="From"
          render={(r: { kind: string }) => (
            <Chip size="small" variant="outlined" label={r.kind === 'statutory' ? 'Public Holidays Act' : 'Added'} />
          )}
        />
        <TextField source="reason" sortable={false} emptyText="—" />
        {isAdmin && (
          <FunctionField
            label=""
            render={(r: { kind: string }) => (r.kind === 'ad_hoc' ? <DeleteButton mutationMode="pessimistic" /> : null)}
          />
        )}
      </Datagrid>
    </List>
  );
}

export function HolidayCreate() {
  return (
    <Create title="Add a public holiday" redirect="list">
      <SimpleForm>
        <DateInput source="date" validate={required()} />
        <TextInput source="name" validate={required()} helperText="e.g. Local government elections" />
        <TextInput
          source="reason"
          validate={required()}
          multiline
          fullWidth
          helperText="Why it is a holiday, e.g. the Government Gazette proclamation. Due dates on it move earlier for every client."
        />
      </SimpleForm>
    </Create>
  );
}
