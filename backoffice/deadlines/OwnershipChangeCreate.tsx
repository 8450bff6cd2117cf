import { Create, DateInput, required, SimpleForm, TextInput, useRedirect } from 'react-admin';

/**
 * A change of the client's beneficial ownership, as staff learn of it: it adds a
 * beneficial-ownership filing 10 business days later to the client's deadlines.
 * Opened from the client's Deadlines tab with the client filled in.
 */
export function OwnershipChangeCreate() {
  const redirect = useRedirect();
  return (
    <Create
      title="Record an ownership change"
      mutationOptions={{
        onSuccess: (data) => redirect(`/clients/${String(data.clientId)}/show/deadlines`),
      }}
    >
      <SimpleForm>
        <DateInput source="changedOn" label="Date of the change" validate={required()} />
        <TextInput source="note" multiline fullWidth helperText="e.g. who acquired or gave up 5% or more" />
      </SimpleForm>
    </Create>
  );
}
