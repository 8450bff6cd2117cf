import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { formatDate } from '../../domain/format.ts';
import { call, request } from '../api-client.ts';

interface UploadLink {
  url: string;
  expiresAt: string;
  whatsappUrl: string;
}

/**
 * The request's link that works without signing in: copy it, share it on WhatsApp with
 * the firm's greeting, or revoke it. Asking again gives the same link while it is in force.
 */
export function UploadLinkPanel() {
  const record = useRecordContext<{ id: string; status: string; receivedThrough: string | null }>();
  const notify = useNotify();
  const [link, setLink] = useState<UploadLink | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const path = `/api/admin/document-requests/${record.id}/upload-link`;

  if (record.status === 'completed')
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {record.receivedThrough === 'link' ? 'Uploaded through the link.' : 'Fulfilled in the portal.'}
      </Typography>
    );

  const fetchLink = async () => {
    setBusy(true);
    try {
      const made = await request<UploadLink>('POST', path);
      setLink(made);
      return made;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return null;
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    const made = link ?? (await fetchLink());
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.url);
      notify('Upload link copied', { type: 'info' });
    } catch {
      notify('Copy the link from the box below', { type: 'info' });
    }
  };
  const share = async () => {
    // Opened before the call finishes would be blocked as a pop-up on some browsers: open after, in this tab's gesture chain.
    const made = link ?? (await fetchLink());
    if (made) window.open(made.whatsappUrl, '_blank', 'noopener');
  };
  const revoke = async () => {
    setBusy(true);
    const res = await call('DELETE', path);
    setBusy(false);
    if (res.ok) {
      setLink(null);
      notify('Upload link revoked: it no longer works', { type: 'info' });
    } else notify('The link could not be revoked. Please try again.', { type: 'error' });
  };

  return (
    <Box sx={{ mt: 2, mb: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 720 }}>
      <Typography variant="subtitle1" component="h2">
        Upload link
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Works without a password on any device, for this request only, for 14 days or until the request is fulfilled.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" onClick={copy} disabled={busy}>
          Copy upload link
        </Button>
        <Button variant="outlined" onClick={share} disabled={busy}>
          Share on WhatsApp
        </Button>
        <Button color="error" onClick={revoke} disabled={busy}>
          Revoke link
        </Button>
      </Stack>
      {link && (
        <Alert severity="info" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
          {link.url}
          <br />
          Works until {formatDate(link.expiresAt)}.
        </Alert>
      )}
    </Box>
  );
}
