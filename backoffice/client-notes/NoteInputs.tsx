import { BooleanInput, required, TextInput } from 'react-admin';

/** What a note says and whether the client may never see it: the same on create and edit. */
export function NoteInputs() {
  return (
    <>
      <TextInput source="content" label="Note" multiline minRows={4} fullWidth validate={required('Write the note')} />
      <BooleanInput source="isPrivate" label="Private (never shown to the client)" />
    </>
  );
}
