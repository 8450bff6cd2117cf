import { BooleanInput, Edit, ReferenceField, SimpleForm, TextInput, Labeled } from 'react-admin';

/** Unassigning keeps the row (isActive off), so who looked after a client stays on record. */
export function AssignmentEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <Labeled label="Client">
          <ReferenceField source="clientId" reference="clients" link="show" />
        </Labeled>
        <Labeled label="Accountant">
          <ReferenceField source="accountantId" reference="users" link={false} />
        </Labeled>
        <BooleanInput source="isActive" label="Active (turn off to unassign)" />
        <TextInput source="notes" multiline minRows={2} fullWidth />
      </SimpleForm>
    </Edit>
  );
}
