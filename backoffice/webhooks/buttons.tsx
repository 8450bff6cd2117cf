import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { type DeliveryAnswer, describeAttempt, resendDelivery, sendTestEvent } from './actions.ts';

function useSend(send: (id: string) => Promise<DeliveryAnswer>) {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!record) return;
    setBusy(true);
    try {
      const { message, type } = describeAttempt(await send(String(record.id)));
      notify(message, { type });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The request failed.', { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return { record, busy, run };
}

export function SendTestButton() {
  const { record, busy, run } = useSend(sendTestEvent);
  if (!record) return null;
  return (
    <Button
      label="Send test event"
      disabled={busy}
      onClick={(event) => {
        // In a list row, the click is the button's, not the row's (which opens the endpoint).
        event.stopPropagation();
        void run();
      }}
    >
      <SendIcon />
    </Button>
  );
}

export function ResendButton() {
  const { record, busy, run } = useSend(resendDelivery);
  if (!record) return null;
  return (
    <Button
      label="Resend"
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        void run();
      }}
    >
      <ReplayIcon />
    </Button>
  );
}
