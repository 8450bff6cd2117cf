import { AutocompleteInput, Create, ReferenceInput, required, SimpleForm } from 'react-admin';
import { userLabel } from '../common/fields.tsx';
import { NoteInputs } from './NoteInputs.tsx';

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
        <NoteInputs />
      </SimpleForm>
    </Create>
  );
}
