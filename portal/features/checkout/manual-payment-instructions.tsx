import { Alert, Box, Typography } from '@mui/material';
import { formatRand } from '../../../domain/format.ts';
import { DetailList } from '../../components/detail-list.tsx';
import type { CheckoutAnswer } from '../../../domain/shapes/billing.ts';

/** What to pay, where, and the reference to quote (manual billing). */
export function ManualPaymentInstructions({ answer }: { answer: Extract<CheckoutAnswer, { mode: 'manual' }> }) {
  return (
    <Box component="section" aria-label="EFT payment instructions">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Pay by EFT
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {answer.instructions}
      </Alert>
      <DetailList
        items={[
          { label: 'Amount', value: formatRand(answer.amount, 2) },
          { label: 'Payment reference', value: answer.reference, strong: true },
          { label: 'Account name', value: answer.bank.accountName },
          { label: 'Bank', value: answer.bank.bankName },
          { label: 'Account number', value: answer.bank.accountNumber },
          { label: 'Branch code', value: answer.bank.branchCode },
          { label: 'Account type', value: answer.bank.accountType },
        ]}
      />
    </Box>
  );
}
