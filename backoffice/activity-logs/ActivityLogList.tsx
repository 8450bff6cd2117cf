import {
  AutocompleteInput,
  Datagrid,
  DateInput,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SimpleList,
  TextField,
  TextInput,
} from 'react-admin';
import { DateText, userLabel } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';
import { useRole } from '../permissions.ts';
import { csvExporter } from '../common/csvExporter.ts';

const summary = (details: unknown) => (details ? JSON.stringify(details) : '—');

/** Read-only: who did what and when. Accountants see their own entries. */
export function ActivityLogList() {
  const isSmall = useIsSmall();
  const { seesEveryClient } = useRole();
  const filters = [
    ...(seesEveryClient
      ? [
          <ReferenceInput key="userId" source="userId" reference="users" alwaysOn>
            <AutocompleteInput label="User" optionText={userLabel} sx={{ minWidth: 220 }} />
          </ReferenceInput>,
        ]
      : []),
    <TextInput key="action" source="action" label="Action (exact, e.g. client-notes.create)" alwaysOn />,
    <DateInput key="from" source="timestamp_gte" label="From" />,
    <DateInput key="to" source="timestamp_lte" label="Until" />,
  ];
  return (
    <List exporter={csvExporter} filters={filters} sort={{ field: 'timestamp', order: 'DESC' }} perPage={50}>
      {isSmall ? (
        <SimpleList primaryText={(r) => r.action} secondaryText={(r) => summary(r.details)} linkType={false} />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <DateText source="timestamp" withTime label="When" />
          <ReferenceField source="userId" reference="users" link={false} sortable={false} emptyText="—" />
          <TextField source="action" sortable={false} />
          <FunctionField
            label="Details"
            sortable={false}
            render={(r) => summary(r.details)}
            sx={{ fontFamily: 'monospace', fontSize: 12 }}
          />
          <TextField source="ipAddress" sortable={false} emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}
