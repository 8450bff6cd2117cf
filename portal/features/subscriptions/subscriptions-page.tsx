import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatRand } from '../../../domain/format.ts';
import { capitalize } from '../../../domain/labels.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { ActiveSubscriptionCard } from './active-subscription-card.tsx';
import type { Subscription } from '../../../domain/shapes/billing.ts';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog.tsx';
import { useServiceList, useSubscriptionList } from '../../lib/use-subscriptions.ts';
import { EmptyCard } from '../../../ui/empty-card.tsx';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** A non-active subscription's title with its status (other statuses show a yellow badge). */
function SubscriptionHeading({ subscription }: { subscription: Subscription }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Typography variant="h6" component="h3">
        {subscription.service.title}
      </Typography>
      <Chip label={capitalize(subscription.status)} color="warning" size="small" />
    </Stack>
  );
}

/** /dashboard/subscriptions (docs/product/portal.md#subscriptions). */
export function SubscriptionsPage() {
  const { data: subscriptions = [], isLoading } = useSubscriptionList();
  const { data: services = [] } = useServiceList();
  const [canceling, setCanceling] = useState<Subscription | null>(null);
  if (isLoading) return <Spinner label="Loading subscriptions" />;

  const active = subscriptions.filter((s) => s.status === 'active');
  const pending = subscriptions.filter((s) => s.status === 'pending');
  const past = subscriptions.filter((s) => s.status === 'canceled' || s.status === 'expired');
  const activeServiceIds = new Set(active.map((s) => s.serviceId));
  const available = services.filter((service) => !activeServiceIds.has(service.id));

  return (
    <Stack spacing={4}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Subscriptions
      </Typography>

      {active.length === 0 ? (
        <EmptyCard title="No Active Subscriptions" message="Choose a monthly package to get started.">
          <Button variant="contained" href="/services">
            View Service Packages
          </Button>
        </EmptyCard>
      ) : (
        <Section title="Active Subscriptions">
          {active.map((subscription) => (
            <ActiveSubscriptionCard
              key={subscription.id}
              subscription={subscription}
              onCancel={() => setCanceling(subscription)}
            />
          ))}
        </Section>
      )}

      {pending.length > 0 && (
        <Section title="Pending Subscriptions">
          {pending.map((subscription) => (
            <Card
              key={subscription.id}
              component="article"
              aria-label={`${subscription.service.title} pending subscription`}
            >
              <CardContent>
                <SubscriptionHeading subscription={subscription} />
                <Typography sx={{ mt: 0.5 }}>{formatRand(subscription.service.price, 2)} / month</Typography>
                <Alert severity="warning" sx={{ mt: 2 }}>
                  Your subscription requires payment to activate. Please complete the checkout process.
                </Alert>
                <Button
                  component={RouterLink}
                  to={`/checkout?subscriptionId=${encodeURIComponent(subscription.id)}`}
                  variant="contained"
                  sx={{ mt: 2 }}
                >
                  Complete Payment
                </Button>
              </CardContent>
            </Card>
          ))}
        </Section>
      )}

      {past.length > 0 && (
        <Section title="Past Subscriptions">
          {past.map((subscription) => (
            <Card
              key={subscription.id}
              component="article"
              aria-label={`${subscription.service.title} past subscription`}
            >
              <CardContent>
                <SubscriptionHeading subscription={subscription} />
                <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
                  Active from {formatDate(subscription.startDate)} to{' '}
                  {subscription.endDate ? formatDate(subscription.endDate) : '—'}
                </Typography>
                <Button href={`/services#${subscription.service.packageType}`} variant="outlined" sx={{ mt: 2 }}>
                  Resubscribe
                </Button>
              </CardContent>
            </Card>
          ))}
        </Section>
      )}

      {available.length > 0 && (
        <Section title="Available Services">
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
            {available.map((service) => (
              <Card key={service.id} component="article" aria-label={`${service.title} package`}>
                <CardContent>
                  <Typography variant="h6" component="h3">
                    {service.title}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>{formatRand(service.price, 2)} / month</Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                    <Button href={`/services#${service.packageType}`} variant="outlined" size="small">
                      Add Package
                    </Button>
                    <Button
                      component={RouterLink}
                      to={`/checkout?package=${encodeURIComponent(service.packageType)}`}
                      variant="contained"
                      size="small"
                    >
                      Subscribe
                    </Button>
                  </Stack>
                </CardContent>
              </Card>
            ))}
          </Box>
        </Section>
      )}

      <CancelSubscriptionDialog subscription={canceling} onClose={() => setCanceling(null)} />
    </Stack>
  );
}
