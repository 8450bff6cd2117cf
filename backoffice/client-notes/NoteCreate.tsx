import { AutocompleteInput, BooleanInput, Create, ReferenceInput, required, SimpleForm, TextInput } from 'react-admin';
import { userLabel } from '../common/fields.tsx';

/** A note on a client: private (staff only) unless unticked. Opened from a client's page, the client is chosen already. */
export function NoteCreate() {
  return (
    <Create
      redirect={(_resource, _id, data) => (data?.clientId ? `clients/${data.clientId}/show/notes` : 'client-notes')}
    >
      <SimpleForm defaultValues={{ isPrivate: true }}>
        <ReferenceInput source="clientId" reference="clients">
          <AutocompleteInput label="Client" optionText={userLabel} validate={required()} sx={{ minWidth: 300 }} />
        </ReferenceInput>
        <TextInput
          source="content"
          label="Note"
          multiline
          minRows={4}
          fullWidth
          validate={required('Write the note')}
        />
        <BooleanInput source="isPrivate" label="Private (never shown to the client)" />
      </SimpleForm>
    </Create>
  );
}
