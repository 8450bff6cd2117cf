import { Pagination, ReferenceManyField } from 'react-admin';
import { SubscriptionColumns } from '../subscriptions/SubscriptionList.tsx';
import { PaymentColumns } from './PaymentList.tsx';

/** The client's page tabs (clients/extraTabs.tsx): their subscriptions and payments. */
export function ClientSubscriptionsTab() {
  return (
    <ReferenceManyField
      reference="subscriptions"
      target="userId"
      sort={{ field: 'createdAt', order: 'DESC' }}
      pagination={<Pagination />}
    >
      <SubscriptionColumns withClient={false} />
    </ReferenceManyField>
  );
}

export function ClientPaymentsTab() {
  return (
    <ReferenceManyField
      reference="payments"
      target="userId"
      sort={{ field: 'paymentDate', order: 'DESC' }}
      pagination={<Pagination />}
    >
      <PaymentColumns withClient={false} />
    </ReferenceManyField>
  );
}
