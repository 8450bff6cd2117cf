import { AutocompleteInput, Create, ReferenceInput, required, SimpleForm, TextInput } from 'react-admin';
import { userLabel } from '../common/fields.tsx';

/** Managers and admins assign an accountant to a client; the accountant is notified. */
export function AssignmentCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <ReferenceInput source="clientId" reference="clients">
          <AutocompleteInput label="Client" optionText={userLabel} validate={required()} sx={{ minWidth: 300 }} />
        </ReferenceInput>
        <ReferenceInput source="accountantId" reference="users" filter={{ role: 'accountant' }}>
          <AutocompleteInput label="Accountant" optionText={userLabel} validate={required()} sx={{ minWidth: 300 }} />
        </ReferenceInput>
        <TextInput source="notes" multiline minRows={2} fullWidth />
      </SimpleForm>
    </Create>
  );
}
