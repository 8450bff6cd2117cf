import { Typography } from '@mui/material';
import { Create, email, required, SimpleForm, TextInput } from 'react-admin';

/**
 * Managers and admins open a client's account without a password: the client receives
 * 'Set up your account', chooses theirs and arrives signed in on their dashboard.
 */
export function ClientCreate() {
  return (
    <Create redirect="show">
      <SimpleForm>
        <TextInput source="username" validate={required('Username is required')} />
        <TextInput source="email" type="email" validate={[required(), email('Please enter a valid email address')]} />
        <TextInput source="firstName" label="First name" />
        <TextInput source="lastName" label="Last name" />
        <TextInput source="company" label="Company name" />
        <TextInput source="phone" />
        <Typography variant="body2" color="text.secondary">
          The client receives 'Set up your account' by e-mail and chooses their own password.
        </Typography>
      </SimpleForm>
    </Create>
  );
}
