import {
  AutocompleteInput,
  BooleanField,
  Datagrid,
  List,
  NullableBooleanInput,
  ReferenceField,
  ReferenceInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { clientFilter } from '../common/filters.tsx';
import { DateText, userLabel } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';
import { useRole } from '../permissions.ts';
import { csvExporter } from '../common/csvExporter.ts';

export function AssignmentList() {
  const isSmall = useIsSmall();
  const { seesEveryClient } = useRole();
  const filters = [
    clientFilter('clientId'),
    ...(seesEveryClient
      ? [
          <ReferenceInput
            key="accountantId"
            source="accountantId"
            reference="users"
            filter={{ role: 'accountant' }}
            alwaysOn
          >
            <AutocompleteInput label="Accountant" optionText={userLabel} sx={{ minWidth: 220 }} />
          </ReferenceInput>,
          <NullableBooleanInput key="isActive" source="isActive" label="Active" alwaysOn />,
        ]
      : []),
  ];
  return (
    <List
      exporter={csvExporter}
      filters={filters}
      filterDefaultValues={{ isActive: true }}
      sort={{ field: 'assignedAt', order: 'DESC' }}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(r) => <ReferenceField record={r} source="clientId" reference="clients" link={false} />}
          secondaryText={(r) => <ReferenceField record={r} source="accountantId" reference="users" link={false} />}
          tertiaryText={(r) => (r.isActive ? 'Active' : 'Ended')}
          linkType={seesEveryClient ? 'edit' : false}
        />
      ) : (
        <Datagrid rowClick={seesEveryClient ? 'edit' : false} bulkActionButtons={false}>
          <ReferenceField source="clientId" reference="clients" link="show" sortable={false} />
          <ReferenceField source="accountantId" reference="users" link={false} sortable={false} />
          <BooleanField source="isActive" />
          <DateText source="assignedAt" />
          <ReferenceField source="assignedBy" reference="users" link={false} sortable={false} emptyText="—" />
          <TextField source="notes" emptyText="—" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
