import { BulkUpdateButton, Datagrid, List, NullableBooleanInput, SimpleList, TextField } from 'react-admin';
import { DateText, FlagChip } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';
import { FlagToggleButton } from '../enquiries/FlagToggleButton.tsx';
import { csvExporter } from '../common/csvExporter.ts';

const filters = [<NullableBooleanInput key="isRead" source="isRead" label="Read" alwaysOn />];
const flag = { flag: 'isRead', setLabel: 'Mark read', unsetLabel: 'Mark unread' };

function BulkActions() {
  return <BulkUpdateButton label="Mark read" data={{ isRead: true }} mutationMode="pessimistic" />;
}

/** Notifications addressed to me or to all staff. */
export function NotificationList() {
  const isSmall = useIsSmall();
  return (
    <List exporter={csvExporter} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.title}
          secondaryText={(r) => r.message}
          tertiaryText={(r) => (r.isRead ? 'Read' : 'New')}
          linkType={false}
        />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={<BulkActions />}>
          <FlagChip source="isRead" on="Read" off="New" sortable={false} />
          <TextField source="title" sortable={false} />
          <TextField source="message" sortable={false} emptyText="—" />
          <TextField source="type" sortable={false} />
          <DateText source="createdAt" withTime />
          <FlagToggleButton {...flag} />
        </Datagrid>
      )}
    </List>
  );
}
