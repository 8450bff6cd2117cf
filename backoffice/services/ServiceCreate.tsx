import { Create } from 'react-admin';
import { ServiceForm } from './ServiceForm.tsx';

export function ServiceCreate() {
  return (
    <Create redirect="list">
      <ServiceForm />
    </Create>
  );
}
