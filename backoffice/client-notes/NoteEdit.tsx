import { DeleteButton, Edit, Labeled, ReferenceField, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { NoteInputs } from './NoteInputs.tsx';

function NoteToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

/** Accountants edit the notes they wrote; the API refuses the rest with a message. */
export function NoteEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<NoteToolbar />}>
        <Labeled label="Client">
          <ReferenceField source="clientId" reference="clients" link="show" />
        </Labeled>
        <NoteInputs />
      </SimpleForm>
    </Edit>
  );
}
