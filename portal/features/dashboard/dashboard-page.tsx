import { Box, Stack, Typography } from '@mui/material';
import { AmberBanner } from '../../components/amber-banner.tsx';
import { displayName, useUser } from '../../lib/use-user.ts';
import { AgreementBanner } from './agreement-banner.tsx';
import { UpcomingDeadlinesCard } from './upcoming-deadlines-card.tsx';
import { DocumentRequestsCard } from './document-requests-card.tsx';
import { SubscriptionStatusCard } from './subscription-status-card.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { WorkCard } from './work-card.tsx';

export function DashboardPage() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Welcome back, {displayName(user)}!
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>Here is an overview of your account.</Typography>
      </Box>
      <AgreementBanner />
      {!user.isProfileComplete && (
        <AmberBanner action="Complete Now" to="/dashboard/settings">
          Your profile is incomplete. Complete your company information so your accountant has what they need.
        </AmberBanner>
      )}
      <SummaryCards />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <WorkCard />
        <UpcomingDeadlinesCard />
        <DocumentRequestsCard />
        <SubscriptionStatusCard />
      </Box>
    </Stack>
  );
}
