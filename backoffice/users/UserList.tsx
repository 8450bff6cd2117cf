import {
  BooleanField,
  Datagrid,
  EmailField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { InviteStatus } from './invitation.tsx';
import { ROLES } from '../../domain/enums.ts';
import { roleLabel } from '../../domain/labels.ts';
import { DateText } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';
import { csvExporter } from '../common/csvExporter.ts';

export const roleChoices = ROLES.map((id) => ({ id, name: roleLabel(id) }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search username, name, e-mail" />,
  <SelectInput key="role" source="role" choices={roleChoices} alwaysOn />,
  <NullableBooleanInput key="isStaff" source="isStaff" label="Staff" />,
];

export function UserList() {
  const isSmall = useIsSmall();
  return (
    <List exporter={csvExporter} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.username}
          secondaryText={(r) => r.email}
          tertiaryText={(r) => roleLabel(r.role)}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="username" />
          <EmailField source="email" />
          <TextField source="firstName" label="First name" emptyText="—" sortable={false} />
          <TextField source="lastName" label="Last name" emptyText="—" />
          <TextField source="role" />
          <BooleanField source="isStaff" sortable={false} />
          <InviteStatus source="invitedAt" label="Status" sortable={false} />
          <DateText source="lastLogin" withTime label="Last login" sortable={false} />
          <DateText source="createdAt" label="Joined" />
        </Datagrid>
      )}
    </List>
  );
}
