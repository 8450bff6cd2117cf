import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useToast } from '../../components/toaster.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import type { Subscription } from '../../../domain/shapes/billing.ts';
import { useCancelSubscription } from '../../lib/use-subscriptions.ts';

/** The cancel confirmation (docs/product/portal.md#subscriptions). */
export function CancelSubscriptionDialog({
  subscription,
  onClose,
}: {
  subscription: Subscription | null;
  onClose: () => void;
}) {
  const cancel = useCancelSubscription();
  const toast = useToast();
  const confirm = () => {
    if (!subscription) return;
    cancel.mutate(subscription.id, {
      onSuccess: () => {
        toast({
          title: 'Subscription canceled',
          description: `Your ${subscription.service.title} subscription has been canceled.`,
        });
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Failed to cancel subscription',
          description: errorMessage(error, 'Please try again or contact support.'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <Dialog
      open={subscription !== null}
      onClose={cancel.isPending ? undefined : onClose}
      aria-describedby="cancel-subscription-text"
    >
      <DialogTitle>Cancel Subscription?</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-subscription-text">
          You'll still have access to your services until the end of the current billing period.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus disabled={cancel.isPending}>
          Keep Subscription
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={cancel.isPending}>
          Yes, Cancel Subscription
        </Button>
      </DialogActions>
    </Dialog>
  );
}
