import { DateInput, Edit, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { categoryChoices } from '../documents/choices.ts';
import { UploadLinkPanel } from './UploadLinkPanel.tsx';

/** Change a request, or mark it completed by hand (a document that came another way). */
export function RequestEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <UploadLinkPanel />
        <SelectInput source="documentType" label="Document type" choices={categoryChoices} validate={required()} />
        <TextInput source="description" multiline minRows={3} fullWidth validate={required('Describe what you need')} />
        <DateInput source="dueDate" label="Due date" />
        <SelectInput
          source="status"
          choices={[
            { id: 'pending', name: 'Pending' },
            { id: 'completed', name: 'Completed' },
          ]}
          // An overdue request is stored as pending: show it as pending here.
          format={(value: string) => (value === 'overdue' ? 'pending' : value)}
        />
      </SimpleForm>
    </Edit>
  );
}
