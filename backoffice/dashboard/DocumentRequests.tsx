import AssignmentLateIcon from '@mui/icons-material/AssignmentLate';
import { Typography } from '@mui/material';
import { CardWithIcon } from './CardWithIcon.tsx';
import { useDashboardStats } from './useDashboardStats.ts';

export function DocumentRequests() {
  const { data } = useDashboardStats();
  const requests = data?.documentRequests;
  return (
    <CardWithIcon icon={AssignmentLateIcon} title="Open document requests" value={requests?.open}>
      {requests && (
        <Typography variant="body2" color={requests.overdue ? 'error.main' : 'text.secondary'}>
          {requests.overdue} overdue
        </Typography>
      )}
    </CardWithIcon>
  );
}
