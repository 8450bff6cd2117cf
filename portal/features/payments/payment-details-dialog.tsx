import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { formatDate, formatRand } from '../../../domain/format.ts';
import { DetailList } from '../../components/detail-list.tsx';
import type { Payment } from '../../../domain/shapes/billing.ts';
import { invoiceUrl, paymentMethod, receiptNumber, statusLabel, transactionId } from './payment-display.ts';

/** The details dialog (docs/product/portal.md#payments); Download Invoice fetches the real PDF tax invoice. */
export function PaymentDetailsDialog({ payment, onClose }: { payment: Payment | null; onClose: () => void }) {
  const details = payment
    ? [
        { label: 'Receipt number', value: receiptNumber(payment) },
        { label: 'Status', value: statusLabel(payment.status) },
        { label: 'Amount', value: formatRand(payment.amount, 2) },
        { label: 'Date', value: formatDate(payment.paymentDate) },
        { label: 'Description', value: payment.description ?? '—' },
        { label: 'Method', value: paymentMethod(payment) },
        { label: 'Transaction ID', value: transactionId(payment) },
      ]
    : [];
  return (
    <Dialog open={payment !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Payment Details</DialogTitle>
      <DialogContent>
        <DetailList items={details} />
      </DialogContent>
      <DialogActions>
        {payment?.status === 'completed' && (
          <Button href={invoiceUrl(payment)} download variant="contained">
            Download Invoice
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
