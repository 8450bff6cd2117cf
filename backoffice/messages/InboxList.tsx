import {
  BooleanInput,
  Datagrid,
  List,
  NumberField,
  SimpleList,
  TextField,
  TextInput,
  useGetList,
  type RaRecord,
} from 'react-admin';
import { csvExporter } from '../common/csvExporter.ts';
import { DateText } from '../common/fields.tsx';
import { clientFilter } from '../common/filters.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';

const filters = [
  <TextInput key="q" source="q" label="Search" alwaysOn />,
  <BooleanInput key="unread" source="unread" label="Unread only" alwaysOn />,
  clientFilter('clientId'),
];

/** A conversation opens on its client's page, Messages tab. */
export const threadPath = (record: RaRecord) =>
  `/clients/${encodeURIComponent(String(record.clientId))}/show/messages?thread=${encodeURIComponent(String(record.id))}`;

/** The inbox: conversations of the clients I see, newest first; those I have not read in bold. */
export function InboxList() {
  const isSmall = useIsSmall();
  // The unread ones among the newest: a per-person fact the list's rows do not carry.
  const { data: unread = [] } = useGetList('message-threads', {
    filter: { unread: true },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'lastMessageAt', order: 'DESC' },
  });
  const unreadIds = new Set(unread.map((row) => row.id));
  const bold = (record: RaRecord) => ({ '& td': { fontWeight: unreadIds.has(record.id) ? 700 : 400 } });
  return (
    <List exporter={csvExporter} filters={filters} sort={{ field: 'lastMessageAt', order: 'DESC' }}>
      {isSmall ? (
        <SimpleList
          primaryText={(r) => `${unreadIds.has(r.id) ? '● ' : ''}${r.subject}`}
          secondaryText={(r) => r.clientName}
          linkType={(record) => threadPath(record)}
        />
      ) : (
        <Datagrid rowClick={(_id, _resource, record) => threadPath(record)} rowSx={bold} bulkActionButtons={false}>
          <TextField source="clientName" label="Client" sortable={false} />
          <TextField source="subject" sortable={false} />
          <NumberField source="messageCount" label="Messages" sortable={false} />
          <DateText source="lastMessageAt" label="Last message" withTime />
        </Datagrid>
      )}
    </List>
  );
}
