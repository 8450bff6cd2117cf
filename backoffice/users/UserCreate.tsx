import { Create, email, minLength, PasswordInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { PASSWORD_MIN_LENGTH } from '../../domain/constants.ts';
import { roleChoices } from './UserList.tsx';

/** Admins create staff (and, when needed, client) accounts; the password is hashed with argon2id by the API. */
export function UserCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ role: 'accountant' }}>
        <TextInput source="username" validate={required('Username is required')} />
        <TextInput source="email" type="email" validate={[required(), email('Please enter a valid email address')]} />
        <PasswordInput
          source="password"
          validate={[required(), minLength(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')]}
          autoComplete="new-password"
        />
        <SelectInput source="role" choices={roleChoices} validate={required()} />
        <TextInput source="firstName" label="First name" />
        <TextInput source="lastName" label="Last name" />
      </SimpleForm>
    </Create>
  );
}
