import { Button } from '@mui/material';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useState } from 'react';
import { postAdminAction } from '../common/adminAction.ts';

/** For a pending EFT payment: staff saw the money arrive. Completes it and activates its subscription. */
export function MarkReceivedButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (record?.status !== 'pending' || record.paymentMethod !== 'EFT') return null;
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
    <Button size="small" variant="outlined" disabled={busy} onClick={mark}>
      Mark received
    </Button>
  );
}
