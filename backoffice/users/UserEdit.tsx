import { Typography } from '@mui/material';
import {
  BooleanInput,
  Edit,
  email,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetIdentity,
  useRecordContext,
} from 'react-admin';
import { ProfileInputs } from '../clients/ProfileInputs.tsx';
import { SendResetLinkButton } from './SendResetLinkButton.tsx';
import { ResendInvitationButton } from './invitation.tsx';
import { roleChoices } from './UserList.tsx';

/** Nobody changes their own role or staff flag (the API refuses it too). */
function RoleInputs() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const isSelf = record?.id === identity?.id;
  return (
    <>
      <SelectInput source="role" choices={roleChoices} validate={required()} disabled={isSelf} />
      <BooleanInput source="isStaff" label="Staff" disabled={isSelf} />
      {isSelf && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Another admin must change your own role.
        </Typography>
      )}
    </>
  );
}

export function UserEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <Typography variant="h6" component="h2">
          Sign-in and role
        </Typography>
        <TextInput source="username" validate={required('Username is required')} />
        <TextInput source="email" type="email" validate={[required(), email('Please enter a valid email address')]} />
        <RoleInputs />
        {/* Nobody types another user's password: the person chooses it through the link. */}
        <SendResetLinkButton />
        <ResendInvitationButton />
        <Typography variant="h6" component="h2">
          Contact and company
        </Typography>
        <ProfileInputs />
      </SimpleForm>
    </Edit>
  );
}
