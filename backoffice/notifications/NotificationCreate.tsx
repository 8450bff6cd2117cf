import { AutocompleteInput, Create, ReferenceInput, required, SimpleForm, TextInput } from 'react-admin';
import { userLabel } from '../common/fields.tsx';

/** Managers and admins write to one staff member, or to all staff when no one is chosen. */
export function NotificationCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ type: 'announcement' }}>
        <ReferenceInput source="userId" reference="users" filter={{ isStaff: true }}>
          <AutocompleteInput label="For (empty: all staff)" optionText={userLabel} sx={{ minWidth: 300 }} />
        </ReferenceInput>
        <TextInput source="title" validate={required()} fullWidth />
        <TextInput source="message" multiline minRows={3} fullWidth />
        <TextInput source="type" validate={required()} />
      </SimpleForm>
    </Create>
  );
}
