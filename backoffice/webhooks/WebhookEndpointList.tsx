import { CreateButton, Datagrid, DeleteWithConfirmButton, EditButton, List, TextField, TopToolbar } from 'react-admin';
import { DateText } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';
import { SendTestButton } from './buttons.tsx';
import { EndpointState, EventChips } from './fields.tsx';

/** Where integrators receive events (admins only). */
export function WebhookEndpointList() {
  const isSmall = useIsSmall();
  return (
    <List
      exporter={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <CreateButton label="New endpoint" />
        </TopToolbar>
      }
    >
      {/* A short grid on phones too: the buttons must stay within reach. */}
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <TextField source="url" sortable={false} sx={{ wordBreak: 'break-all' }} />
        {!isSmall && <EventChips />}
        <EndpointState />
        {!isSmall && <DateText source="createdAt" />}
        <SendTestButton />
        {!isSmall && <EditButton />}
        {!isSmall && (
          <DeleteWithConfirmButton
            confirmContent="Its deliveries go with it; events stop at once."
            redirect={false}
            mutationMode="pessimistic"
          />
        )}
      </Datagrid>
    </List>
  );
}
