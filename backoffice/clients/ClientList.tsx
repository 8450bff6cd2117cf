import {
  BooleanField,
  Datagrid,
  List,
  NullableBooleanInput,
  ReferenceArrayField,
  ReferenceInput,
  AutocompleteInput,
  SearchInput,
  SimpleList,
  SingleFieldList,
  ChipField,
  TextField,
  EmailField,
} from 'react-admin';
import { DateText, userLabel } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';
import { useRole } from '../permissions.ts';
import { csvExporter } from '../common/csvExporter.ts';
import { InviteStatus } from '../users/invitation.tsx';

const accountantFilter = { role: 'accountant' };

export function ClientList() {
  const isSmall = useIsSmall();
  const { seesEveryClient } = useRole();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search name, company, e-mail" />,
    // An accountant sees only their own clients, so only managers and admins choose an accountant.
    ...(seesEveryClient
      ? [
          <ReferenceInput key="accountantId" source="accountantId" reference="users" filter={accountantFilter} alwaysOn>
            <AutocompleteInput label="Assigned accountant" optionText={userLabel} sx={{ minWidth: 220 }} />
          </ReferenceInput>,
        ]
      : []),
    <NullableBooleanInput key="isProfileComplete" source="isProfileComplete" label="Profile complete" alwaysOn />,
  ];
  return (
    <List exporter={csvExporter} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList
          primaryText={(record) => record.company || record.username}
          secondaryText={(record) => record.email}
          tertiaryText={(record) =>
            record.invitedAt ? 'Invited' : record.isProfileComplete ? 'Profile complete' : 'Profile incomplete'
          }
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="company" emptyText="—" />
          <TextField source="username" />
          <TextField source="firstName" label="First name" emptyText="—" />
          <TextField source="lastName" label="Last name" emptyText="—" />
          <EmailField source="email" />
          <TextField source="city" emptyText="—" sortable={false} />
          <BooleanField source="isProfileComplete" sortable={false} />
          <InviteStatus source="invitedAt" label="Status" sortable={false} />
          <ReferenceArrayField source="accountantIds" reference="users" sortable={false}>
            <SingleFieldList linkType={false}>
              <ChipField source="username" size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
          <DateText source="createdAt" label="Joined" />
        </Datagrid>
      )}
    </List>
  );
}
