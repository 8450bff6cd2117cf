import { Box, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity } from 'react-admin';
import { ActiveSubscriptions } from './ActiveSubscriptions.tsx';
import { DocumentRequests } from './DocumentRequests.tsx';
import { DocumentsAwaitingReview } from './DocumentsAwaitingReview.tsx';
import { EnquiriesChart } from './EnquiriesChart.tsx';
import { MonthlyRecurringRevenue } from './MonthlyRecurringRevenue.tsx';
import { NewEnquiries } from './NewEnquiries.tsx';

export function Dashboard() {
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Backoffice" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {identity?.fullName ? `Welcome, ${identity.fullName}` : 'Backoffice'}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <NewEnquiries />
        <DocumentsAwaitingReview />
        <DocumentRequests />
        <ActiveSubscriptions />
        <MonthlyRecurringRevenue />
      </Stack>
      <EnquiriesChart />
    </Box>
  );
}
