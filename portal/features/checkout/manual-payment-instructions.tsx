import { Alert, Box, Typography } from '@mui/material';
import { formatRand } from '../../../domain/format.ts';
import type { CheckoutAnswer } from '../subscriptions/billing-types.ts';

/** What to pay, where, and the reference to quote (manual billing). */
export function ManualPaymentInstructions({ answer }: { answer: Extract<CheckoutAnswer, { mode: 'manual' }> }) {
  const rows: [string, string][] = [
    ['Amount', formatRand(answer.amount, 2)],
    ['Payment reference', answer.reference],
    ['Account name', answer.bank.accountName],
    ['Bank', answer.bank.bankName],
    ['Account number', answer.bank.accountNumber],
    ['Branch code', answer.bank.branchCode],
    ['Account type', answer.bank.accountType],
  ];
  return (
    <Box component="section" aria-label="EFT payment instructions">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Pay by EFT
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {answer.instructions}
      </Alert>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: label === 'Payment reference' ? 700 : 400 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
