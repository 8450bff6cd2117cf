import { ChipField, Datagrid, List, ReferenceField, SelectInput, SimpleList, TextField, TextInput } from 'react-admin';
import { clientFilter } from '../common/filters.tsx';
import { PAYMENT_STATUSES } from '../../domain/enums.ts';
import { formatRand } from '../../domain/format.ts';
import { DateText, RandText } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';
import { MarkReceivedButton } from './MarkReceivedButton.tsx';
import { capitalize } from '../../domain/labels.ts';
import { csvExporter } from '../common/csvExporter.ts';

const statusChoices = PAYMENT_STATUSES.map((id) => ({ id, name: capitalize(id) }));

const filters = [
  <TextInput key="q" source="q" label="Search" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  clientFilter('userId'),
];

/** The columns, shared by the list and the client's Payments tab. */
export function PaymentColumns({ withClient = true }: { withClient?: boolean }) {
  return (
    <Datagrid rowClick={false} bulkActionButtons={false}>
      <DateText source="paymentDate" label="Date" />
      {withClient && (
        <ReferenceField
          source="userId"
          reference="clients"
          label="Client"
          link="show"
          sortable={false}
          emptyText="Deleted account"
        />
      )}
      <TextField source="description" sortable={false} emptyText="—" />
      <RandText source="amount" />
      <ChipField source="status" />
      <TextField source="paymentMethod" label="Method" sortable={false} emptyText="Card" />
      <TextField source="reference" label="EFT reference" sortable={false} />
      <TextField source="stripePaymentId" label="Stripe id" sortable={false} emptyText="—" />
      <MarkReceivedButton />
    </Datagrid>
  );
}

/** What clients paid or owe. Pending EFT payments can be marked received. */
export function PaymentList() {
  const isSmall = useIsSmall();
  return (
    <List exporter={csvExporter} filters={filters} sort={{ field: 'paymentDate', order: 'DESC' }}>
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.description ?? r.reference}
          secondaryText={(r) => `${formatRand(r.amount, 2)} · ${r.status}`}
          linkType={false}
        />
      ) : (
        <PaymentColumns />
      )}
    </List>
  );
}
