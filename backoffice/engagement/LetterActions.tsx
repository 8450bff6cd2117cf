import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { request } from '../api-client.ts';
import { postAdminAction } from '../common/adminAction.ts';

interface HashCheck {
  recorded: string | null;
  actual: string | null;
  matches: boolean;
}

/** Send a draft, withdraw a waiting letter, open the PDF, verify the stored files against their hashes. */
export function LetterActions() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState<{ letter: HashCheck; signed: HashCheck } | null>(null);
  if (!record) return null;
  const base = `/api/admin/engagement-letters/${encodeURIComponent(String(record.id))}`;
  const act = (action: 'send' | 'withdraw', done: string) => async () => {
    setBusy(true);
    try {
      await postAdminAction(`${base}/${action}`);
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify(`Could not ${action} the letter: ${(error as Error).message}`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const verify = async () => {
    await request<{ letter: HashCheck; signed: HashCheck }>('GET', `${base}/verify`).then(setVerified, () =>
      notify('Could not verify the letter.', { type: 'error' }),
    );
  };
  const hashLine = (label: string, check: HashCheck) =>
    check.recorded === null ? null : (
      <Typography variant="body2" key={label}>
        {label}: {check.matches ? 'matches' : 'DOES NOT MATCH'} (recorded {check.recorded}
        {check.matches ? '' : `, stored file ${check.actual ?? 'missing'}`})
      </Typography>
    );
  return (
    <Box sx={{ my: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {record.status === 'draft' && (
          <Button variant="contained" disabled={busy} onClick={act('send', 'Sent: the client can read and sign it.')}>
            Send
          </Button>
        )}
        {record.status === 'sent' && (
          <Button variant="outlined" color="error" disabled={busy} onClick={act('withdraw', 'Withdrawn.')}>
            Withdraw
          </Button>
        )}
        <Button variant="outlined" href={`${base}/pdf`} target="_blank" rel="noopener">
          {record.status === 'draft' ? 'Preview PDF' : 'Letter PDF'}
        </Button>
        {record.status !== 'draft' && (
          <Button variant="outlined" onClick={verify}>
            Verify
          </Button>
        )}
      </Stack>
      {verified && (
        <Alert
          severity={
            verified.letter.matches && (verified.signed.recorded === null || verified.signed.matches)
              ? 'success'
              : 'error'
          }
          sx={{ mt: 1, wordBreak: 'break-all' }}
        >
          {hashLine('Letter', verified.letter)}
          {hashLine('Signed PDF', verified.signed)}
        </Alert>
      )}
    </Box>
  );
}
