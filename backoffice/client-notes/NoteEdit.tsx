import {
  BooleanInput,
  DeleteButton,
  Edit,
  Labeled,
  ReferenceField,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
} from 'react-admin';

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
    </Edit>
  );
}
