import { Alert, Box, Button, Card, CardContent, Container, List, ListItem, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatRand } from '../../../domain/format.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { useToast } from '../../components/toaster.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import type { CheckoutAnswer } from '../../../domain/shapes/billing.ts';
import { refetchBilling, useServiceList } from '../../lib/use-subscriptions.ts';
import { useLetterRequirement } from '../../lib/use-agreements.ts';
import { LetterBeforePayment } from './letter-before-payment.tsx';
import { ManualPaymentInstructions } from './manual-payment-instructions.tsx';
import { useCart, useChoosePackage, useStartCheckout } from './use-checkout.ts';

/**
 * /checkout: the pending subscription and what is being bought; pay by card
 * (Stripe Checkout) or the EFT instructions; the page Stripe returns to
 * (?status=success or canceled). ?package=standard first chooses that package.
 */
export function CheckoutPage() {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const { data: cart = [], isLoading, isFetching } = useCart();
  const { data: services = [], isLoading: servicesLoading } = useServiceList();
  const choose = useChoosePackage();
  const start = useStartCheckout();
  const [manual, setManual] = useState<Extract<CheckoutAnswer, { mode: 'manual' }> | null>(null);
  const status = params.get('status');
  const packageType = params.get('package');
  const chosen = useRef(false);

  useEffect(() => {
    if (status === 'success') void refetchBilling();
  }, [status]);

  const packageService = packageType ? services.find((s) => s.packageType === packageType) : undefined;
  // A failure is shown on the page itself, with a way to try again.
  const choosePackage = useCallback(
    (serviceId: string) =>
      choose.mutate(serviceId, {
        onSuccess: (subscription) => setParams({ subscriptionId: subscription.id }, { replace: true }),
      }),
    [choose, setParams],
  );
  useEffect(() => {
    if (!packageService || chosen.current) return;
    chosen.current = true;
    choosePackage(packageService.id);
  }, [packageService, choosePackage]);

  const wanted = params.get('subscriptionId');
  // The package asked for is being chosen (or its catalogue is loading): nothing to show yet, even if the cart is empty.
  const choosing =
    packageType !== null && !wanted && (servicesLoading || (packageService !== undefined && !choose.isError));
  // The subscription just chosen is shown from the write's own answer: the cart may still be on its way.
  const justChosen = choose.data && choose.data.id === wanted ? choose.data : undefined;
  const subscription = cart.find((s) => s.id === wanted) ?? justChosen ?? (wanted ? undefined : cart[0]);
  const requirement = useLetterRequirement(subscription?.status === 'pending' ? subscription.serviceId : undefined);
  const letterNeeded = requirement.data?.required === true;

  const pay = () => {
    if (!subscription) return;
    start.mutate(subscription.id, {
      onSuccess: (answer) => {
        if (answer.mode === 'stripe') window.location.assign(answer.url);
        else setManual(answer);
      },
      onError: (error) =>
        toast({
          title: 'Checkout failed',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  let body: React.ReactNode;
  if (status === 'success') {
    body = (
      <Alert severity="success">
        Thank you! Your payment was received. Your subscription becomes active as soon as the payment is confirmed.{' '}
        <RouterLink to="/dashboard/subscriptions">View your subscriptions</RouterLink>
      </Alert>
    );
  } else if (isLoading || choose.isPending || choosing || (!subscription && isFetching)) {
    body = <Spinner label="Loading checkout" />;
  } else if (manual) {
    body = (
      <Stack spacing={2}>
        <ManualPaymentInstructions answer={manual} />
        <Button
          component={RouterLink}
          to="/dashboard/subscriptions"
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        >
          Back to Subscriptions
        </Button>
      </Stack>
    );
  } else if (choose.isError && !subscription) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          Could not choose the package:{' '}
          {errorMessage(choose.error, 'The package could not be chosen. Please try again.')}
        </Alert>
        <Button variant="contained" onClick={() => packageService && choosePackage(packageService.id)}>
          Try again
        </Button>
      </Stack>
    );
  } else if (!subscription) {
    body = (
      <Box sx={{ textAlign: 'center', py: 3 }}>
        <Typography variant="h6" component="h2">
          Nothing to pay
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 2 }}>
          You have no subscription awaiting payment.
        </Typography>
        <Button component={RouterLink} to="/dashboard/subscriptions" variant="contained">
          Go to Subscriptions
        </Button>
      </Box>
    );
  } else {
    const { service } = subscription;
    body = (
      <Stack spacing={2}>
        {status === 'canceled' && <Alert severity="warning">The card payment was canceled. You can try again.</Alert>}
        <Box>
          <Typography variant="h6" component="h2">
            {service.title} package
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{service.description}</Typography>
        </Box>
        <List dense aria-label="Package features">
          {service.features.map((feature) => (
            <ListItem key={feature} sx={{ display: 'list-item', listStyle: 'disc', ml: 3, p: 0 }}>
              {feature}
            </ListItem>
          ))}
        </List>
        <Typography variant="h5">
          {formatRand(service.price, 2)}{' '}
          <Typography component="span" sx={{ color: 'text.secondary' }}>
            per month, VAT included
          </Typography>
        </Typography>
        <Button
          variant="contained"
          size="large"
          onClick={pay}
          disabled={start.isPending || letterNeeded || requirement.isLoading}
          aria-describedby={letterNeeded ? 'letter-first-note' : undefined}
          sx={{ alignSelf: 'flex-start' }}
        >
          {start.isPending ? 'Please wait...' : 'Pay now'}
        </Button>
        {letterNeeded && (
          <Typography id="letter-first-note" variant="body2" sx={{ color: 'text.secondary' }}>
            Sign the engagement letter below first.
          </Typography>
        )}
      </Stack>
    );
  }

  return (
    <Container maxWidth="sm" component="main" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        Checkout
      </Typography>
      <Stack spacing={3}>
        <Card>
          <CardContent>{body}</CardContent>
        </Card>
        {letterNeeded && subscription && !manual && status !== 'success' && (
          <LetterBeforePayment
            serviceId={subscription.serviceId}
            packageTitle={subscription.service.title}
            letterId={requirement.data?.letterId ?? null}
          />
        )}
      </Stack>
    </Container>
  );
}
