import { Admin, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { Dashboard } from './dashboard/Dashboard.tsx';

const dataProvider = simpleRestProvider('/api/admin');

export function App() {
  return (
    <Admin dataProvider={dataProvider} dashboard={Dashboard} title="Backoffice" disableTelemetry>
      <Resource name="services" />
    </Admin>
  );
}
