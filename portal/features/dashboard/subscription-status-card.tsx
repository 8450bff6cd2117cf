import { Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../domain/format.ts';
import { activeSubscription, useSubscriptions } from './use-dashboard-lists.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The active package and its renewal; View Packages when there is none (docs/product/portal.md#dashboard). */
export function SubscriptionStatusCard() {
  const { items, isLoading } = useSubscriptions();
  const active = activeSubscription(items);

  return (
    <Card component="section" aria-labelledby="subscription-status-heading" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="subscription-status-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          Subscription Status
        </Typography>
        {isLoading ? (
          <Skeleton variant="rounded" height={120} />
        ) : active ? (
          <>
            <Box component="dl" sx={{ m: 0 }}>
              <Row label="Package">{active.service?.title ?? 'Unknown package'}</Row>
              <Row label="Status">
                <Chip label="Active" color="success" size="small" />
              </Row>
              <Row label="Start date">{formatDate(active.startDate)}</Row>
              <Row label="Next renewal">{active.renewalDate ? formatDate(active.renewalDate) : 'Not scheduled'}</Row>
              <Row label="Auto-renew">{active.autoRenew ? 'Enabled' : 'Disabled'}</Row>
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
              <Button component={RouterLink} to="/dashboard/subscriptions" variant="contained">
                Manage Subscription
              </Button>
              {/* /services is the public site, outside this app: a plain link. */}
              <Button component="a" href="/services" variant="outlined">
                Upgrade
              </Button>
            </Stack>
          </>
        ) : (
          <>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>You don't have an active subscription.</Typography>
            <Button component="a" href="/services" variant="contained">
              View Packages
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
