import { Edit } from 'react-admin';
import { ServiceForm } from './ServiceForm.tsx';

export function ServiceEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <ServiceForm />
    </Edit>
  );
}
