import { ChipField, Datagrid, List, ReferenceField, SelectInput, SimpleList, TextField } from 'react-admin';
import { clientFilter } from '../common/filters.tsx';
import { SUBSCRIPTION_STATUSES } from '../../domain/enums.ts';
import { DateText, FlagChip, RandText } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';
import { capitalize } from '../../domain/labels.ts';
import { csvExporter } from '../common/csvExporter.ts';

export const subscriptionStatusChoices = SUBSCRIPTION_STATUSES.map((id) => ({ id, name: capitalize(id) }));

const filters = [
  <SelectInput key="status" source="status" choices={subscriptionStatusChoices} alwaysOn />,
  clientFilter('userId'),
];

/** The columns, shared by the list and the client's Subscriptions tab. */
export function SubscriptionColumns({ withClient = true }: { withClient?: boolean }) {
  return (
    <Datagrid rowClick={false} bulkActionButtons={false}>
      {withClient && <ReferenceField source="userId" reference="clients" label="Client" link="show" sortable={false} />}
      <TextField source="serviceTitle" label="Package" sortable={false} />
      <RandText source="price" />
      <ChipField source="status" />
      <TextField source="stripeSubscriptionId" label="Stripe id" emptyText="Manual billing" sortable={false} />
      <DateText source="startDate" />
      <DateText source="renewalDate" />
      <DateText source="endDate" />
      <FlagChip source="autoRenew" on="Auto-renew" off="No renewal" />
    </Datagrid>
  );
}

/** Read-only: clients subscribe and cancel in the portal. */
export function SubscriptionList() {
  const isSmall = useIsSmall();
  return (
    <List exporter={csvExporter} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      {isSmall ? (
        <SimpleList primaryText={(r) => r.serviceTitle} secondaryText={(r) => r.status} linkType={false} />
      ) : (
        <SubscriptionColumns />
      )}
    </List>
  );
}
