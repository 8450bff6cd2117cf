import { Button, Stack, Typography } from '@mui/material';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useId, useState } from 'react';
import { postAdminAction } from '../common/adminAction.ts';

/**
 * For a pending EFT payment: staff saw the money arrive. Completes it and activates its subscription.
 * While the package's engagement letter is unsigned (and the firm requires it) the button is off and says why.
 */
export function MarkReceivedButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  if (record?.status !== 'pending' || record.paymentMethod !== 'EFT') return null;
  const blocked = typeof record.activationBlocked === 'string' ? record.activationBlocked : null;
  const mark = async () => {
    setBusy(true);
    try {
      await postAdminAction(`/api/admin/payments/${encodeURIComponent(String(record.id))}/mark-received`);
      notify('Payment marked received; the subscription is active.', { type: 'success' });
      refresh();
    } catch (error) {
      notify(`Could not mark the payment received: ${(error as Error).message}`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        size="small"
        variant="outlined"
        disabled={busy || blocked !== null}
        onClick={mark}
        aria-describedby={blocked ? reasonId : undefined}
      >
        Mark received
      </Button>
      {blocked && (
        <Typography id={reasonId} variant="caption" sx={{ color: 'warning.dark' }}>
          {blocked}
        </Typography>
      )}
    </Stack>
  );
}
