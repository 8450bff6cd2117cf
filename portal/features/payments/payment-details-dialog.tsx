import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { formatDate, formatRand } from '../../../domain/format.ts';
import type { Payment } from '../subscriptions/billing-types.ts';
import { invoiceUrl, paymentMethod, receiptNumber, statusLabel, transactionId } from './payment-display.ts';

/** The details dialog of SPEC.md section 2; Download Invoice fetches the real PDF tax invoice. */
export function PaymentDetailsDialog({ payment, onClose }: { payment: Payment | null; onClose: () => void }) {
  const rows: [string, string][] = payment
    ? [
        ['Receipt number', receiptNumber(payment)],
        ['Status', statusLabel(payment.status)],
        ['Amount', formatRand(payment.amount, 2)],
        ['Date', formatDate(payment.paymentDate)],
        ['Description', payment.description ?? '—'],
        ['Method', paymentMethod(payment)],
        ['Transaction ID', transactionId(payment)],
      ]
    : [];
  return (
    <Dialog open={payment !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Payment Details</DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
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
