import RateReviewIcon from '@mui/icons-material/RateReview';
import { CardWithIcon } from './CardWithIcon.tsx';
import { useDashboardStats } from './useDashboardStats.ts';

export function DocumentsAwaitingReview() {
  const { data } = useDashboardStats();
  return <CardWithIcon icon={RateReviewIcon} title="Documents awaiting review" value={data?.documentsAwaitingReview} />;
}
