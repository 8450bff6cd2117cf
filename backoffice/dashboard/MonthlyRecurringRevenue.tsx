import PaymentsIcon from '@mui/icons-material/Payments';
import { formatRand } from '../../domain/format.ts';
import { CardWithIcon } from './CardWithIcon.tsx';
import { useDashboardStats } from './useDashboardStats.ts';

export function MonthlyRecurringRevenue() {
  const { data } = useDashboardStats();
  return (
    <CardWithIcon
      icon={PaymentsIcon}
      title="Monthly recurring revenue"
      value={data === undefined ? undefined : formatRand(data.monthlyRecurringRevenue)}
    />
  );
}
