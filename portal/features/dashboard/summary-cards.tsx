import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatRand, randFromCents, todayInSouthAfrica } from '../../../domain/format.ts';
import { monthLabel, monthOf } from '../../../domain/payroll/estimate-months.ts';
import type { PayrollEstimate } from '../../../domain/shapes/payroll.ts';
import { usePayrollEstimate } from '../../lib/use-payroll-estimate.ts';
import {
  activeSubscription,
  useDocuments,
  useEmployeeRecords,
  usePayments,
  useSubscriptions,
} from './use-dashboard-lists.ts';

interface SummaryCardProps {
  title: string;
  to: string;
  icon: ReactNode;
  loading: boolean;
  value: ReactNode;
  caption: ReactNode;
}

/** One of the four cards: the whole card links to its page. */
function SummaryCard({ title, to, icon, loading, value, caption }: SummaryCardProps) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography component="h2" variant="subtitle2" sx={{ color: 'text.secondary' }}>
              {title}
            </Typography>
            <Box aria-hidden="true" sx={{ color: 'primary.main', display: 'flex' }}>
              {icon}
            </Box>
          </Box>
          {loading ? (
            <Skeleton width="60%" height={36} />
          ) : (
            <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {loading ? <Skeleton width="80%" /> : caption}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The Employee Records card's second line: this month's EMP201 estimate, or why there is none. */
function emp201Line(estimate: PayrollEstimate | undefined): string | null {
  if (!estimate || estimate.employees.length === 0) return null;
  const month = monthLabel(estimate.month);
  return estimate.emp201.complete
    ? `EMP201 estimate for ${month}: ${randFromCents(estimate.emp201.totalCents ?? 0)}`
    : `EMP201 estimate for ${month}: incomplete`;
}

/** Active Subscription, Documents, Recent Payment, Employee Records (docs/product/portal.md#dashboard). */
export function SummaryCards() {
  const subscriptions = useSubscriptions();
  const documents = useDocuments();
  const payments = usePayments();
  const employees = useEmployeeRecords();
  const estimate = usePayrollEstimate(monthOf(todayInSouthAfrica()), employees.items.length > 0);
  const emp201 = emp201Line(estimate.data);

  const active = activeSubscription(subscriptions.items);
  const approved = documents.items.filter((d) => d.status === 'approved').length;
  // "The first payment in the returned list counts as the most recent."
  const recent = payments.items[0];

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
      <SummaryCard
        title="Active Subscription"
        to="/dashboard/subscriptions"
        icon={<WorkspacePremiumIcon />}
        loading={subscriptions.isLoading}
        value={active?.service?.title ?? 'None'}
        caption={
          active
            ? active.renewalDate
              ? `Renews ${formatDate(active.renewalDate)}`
              : 'No renewal date'
            : 'No active subscription'
        }
      />
      <SummaryCard
        title="Documents"
        to="/dashboard/documents"
        icon={<DescriptionIcon />}
        loading={documents.isLoading}
        value={documents.items.length}
        caption={`${approved} approved`}
      />
      <SummaryCard
        title="Recent Payment"
        to="/dashboard/payments"
        icon={<PaymentsIcon />}
        loading={payments.isLoading}
        value={recent ? formatRand(recent.amount, 2) : 'None'}
        caption={recent ? formatDate(recent.paymentDate) : 'No payments yet'}
      />
      <SummaryCard
        title="Employee Records"
        to="/dashboard/employees"
        icon={<PeopleIcon />}
        loading={employees.isLoading}
        value={employees.items.length}
        caption={
          <>
            {employees.items.length === 1 ? 'employee on record' : 'employees on record'}
            {emp201 && (
              <Box component="span" sx={{ display: 'block' }} data-testid="dashboard-emp201">
                {emp201}
              </Box>
            )}
          </>
        }
      />
    </Box>
  );
}
