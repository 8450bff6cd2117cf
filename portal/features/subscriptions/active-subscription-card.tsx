import { Box, Button, Card, CardContent, Chip, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { RENEWAL_WARNING_DAYS, SHORT_ID_LENGTH } from '../../../domain/constants.ts';
import { formatDate, formatRand } from '../../../domain/format.ts';
import { useToast } from '../../components/toaster.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import type { Subscription } from '../../../domain/shapes/billing.ts';
import { daysUntil, useSetAutoRenew } from '../../lib/use-subscriptions.ts';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Box>
  );
}

/** One active subscription (docs/product/portal.md#subscriptions): its fields, the days-left badge, the auto-renew switch, Cancel and the features. */
export function ActiveSubscriptionCard({
  subscription,
  onCancel,
}: {
  subscription: Subscription;
  onCancel: () => void;
}) {
  const toast = useToast();
  const setAutoRenew = useSetAutoRenew();
  const { service } = subscription;
  const daysLeft = subscription.renewalDate ? daysUntil(subscription.renewalDate) : null;
  const toggle = (autoRenew: boolean) =>
    setAutoRenew.mutate(
      { id: subscription.id, autoRenew },
      {
        onSuccess: () =>
          toast({
            title: 'Auto-renewal settings updated',
            description: `Auto-renew is now ${autoRenew ? 'on' : 'off'}.`,
          }),
        onError: (error) =>
          toast({
            title: 'Failed to update settings',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  const showFeatures = () =>
    toast({ title: `${service.title} package features`, description: service.features.join(' • ') });

  return (
    <Card component="article" aria-label={`${service.title} subscription`}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
        >
          <Typography variant="h6" component="h3">
            {service.title}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Chip label="Active" color="success" size="small" />
            {daysLeft !== null && daysLeft <= RENEWAL_WARNING_DAYS && (
              <Chip label={`${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`} color="warning" size="small" />
            )}
          </Stack>
        </Stack>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{service.description}</Typography>
        <Typography variant="h6" sx={{ mt: 1 }}>
          {formatRand(service.price, 2)}
          <Typography component="span" sx={{ color: 'text.secondary' }}>
            {' '}
            / month
          </Typography>
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mt: 2 }}>
          <Detail
            label="Subscription ID"
            value={subscription.stripeSubscriptionId ? subscription.id.slice(0, SHORT_ID_LENGTH) : 'Manual billing'}
          />
          <Detail label="Start date" value={formatDate(subscription.startDate)} />
          <Detail label="Renewal date" value={subscription.renewalDate ? formatDate(subscription.renewalDate) : '—'} />
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mt: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <FormControlLabel
            control={
              <Switch
                checked={subscription.autoRenew}
                disabled={setAutoRenew.isPending}
                onChange={(e) => toggle(e.target.checked)}
              />
            }
            label="Auto-renew"
          />
          <Stack direction="row" spacing={1}>
            <Button variant="text" onClick={showFeatures}>
              View package features
            </Button>
            <Button variant="outlined" color="error" onClick={onCancel}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
