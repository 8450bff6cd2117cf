import { Button } from '@mui/material';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useState } from 'react';
import { drain } from '../authProvider.ts';

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
      const res = await fetch(`/api/admin/payments/${encodeURIComponent(String(record.id))}/mark-received`, {
        method: 'POST',
        credentials: 'include',
      });
      if (!res.ok)
        throw new Error(((await res.json().catch(() => ({}))) as { detail?: string }).detail ?? res.statusText);
      await drain(res);
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
