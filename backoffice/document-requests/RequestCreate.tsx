import {
  AutocompleteInput,
  Create,
  DateInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { userLabel } from '../common/fields.tsx';
import { categoryChoices } from '../documents/choices.ts';

/** Ask a client for a document: type, what exactly, and by when. Opened from a client's page, the client is chosen already. */
export function RequestCreate() {
  return (
    <Create
      redirect={(_resource, _id, data) =>
        data?.clientId ? `clients/${data.clientId}/show/document-requests` : 'document-requests'
      }
    >
      <SimpleForm>
        <ReferenceInput source="clientId" reference="clients">
          <AutocompleteInput label="Client" optionText={userLabel} validate={required()} sx={{ minWidth: 300 }} />
        </ReferenceInput>
        <SelectInput
          source="documentType"
          label="Document type"
          choices={categoryChoices}
          validate={required('Choose the type of document')}
        />
        <TextInput source="description" multiline minRows={3} fullWidth validate={required('Describe what you need')} />
        <DateInput source="dueDate" label="Due date" />
      </SimpleForm>
    </Create>
  );
}
