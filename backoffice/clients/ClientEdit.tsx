import { Edit, SimpleForm } from 'react-admin';
import { ComplianceInputs } from './ComplianceInputs.tsx';
import { ProfileInputs } from './ProfileInputs.tsx';

/** Staff correct a client's contact and company details; sign-in details stay with admins (Users). */
export function ClientEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm>
        <ProfileInputs />
        <ComplianceInputs />
      </SimpleForm>
    </Edit>
  );
}
