import AutorenewIcon from '@mui/icons-material/Autorenew';
import { CardWithIcon } from './CardWithIcon.tsx';
import { useDashboardStats } from './useDashboardStats.ts';

export function ActiveSubscriptions() {
  const { data } = useDashboardStats();
  return <CardWithIcon icon={AutorenewIcon} title="Active subscriptions" value={data?.activeSubscriptions} />;
}
