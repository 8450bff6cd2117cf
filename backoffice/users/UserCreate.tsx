import { Typography } from '@mui/material';
import { Create, email, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { roleChoices } from './UserList.tsx';

/**
 * Admins invite staff (and, when needed, clients): nobody types the password. The person
 * receives 'Set up your account' and chooses it (the link works for 7 days).
 */
export function UserCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ role: 'accountant' }}>
        <TextInput source="username" validate={required('Username is required')} />
        <TextInput source="email" type="email" validate={[required(), email('Please enter a valid email address')]} />
        <SelectInput source="role" choices={roleChoices} validate={required()} />
        <TextInput source="firstName" label="First name" />
        <TextInput source="lastName" label="Last name" />
        <Typography variant="body2" color="text.secondary">
          They receive 'Set up your account' by e-mail and choose their own password.
        </Typography>
      </SimpleForm>
    </Create>
  );
}
