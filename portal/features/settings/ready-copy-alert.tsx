import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

interface DataExport {
  id: string;
  status: 'building' | 'ready' | 'downloaded' | 'failed';
  expiresAt: string | null;
}

/**
 * The copy the ready e-mail names. Its download works once, so the card asks what state the
 * copy is in first and offers the button only while it can work: a used or expired link then
 * reads as a sentence here instead of an error page from the API.
 */
export function ReadyCopyAlert({ id }: { id: string }) {
  const path = `/api/user/data-export/${encodeURIComponent(id)}`;
  const { data, isError } = useQuery<DataExport>({ queryKey: [path], retry: false });
  const [started, setStarted] = useState(false);
  if (isError) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        We could not find that copy. Ask for a new copy below.
      </Alert>
    );
  }
  if (!data || data.status === 'building') return null;
  if (started) {
    return (
      <Alert severity="success" sx={{ mt: 2 }}>
        Your copy is downloading. The download works once: keep the file somewhere safe.
      </Alert>
    );
  }
  if (data.status === 'downloaded') {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        You have already downloaded this copy, and we have deleted it. Ask for a new copy below if you need one.
      </Alert>
    );
  }
  const expired = data.status === 'failed' || !data.expiresAt || Date.parse(data.expiresAt) <= Date.now();
  if (expired) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        This copy is no longer available: a copy can be downloaded for 24 hours. Ask for a new copy below.
      </Alert>
    );
  }
  return (
    <Alert severity="success" sx={{ mt: 2 }}>
      Your copy is ready. The download works once, within 24 hours of the e-mail.{' '}
      <Button
        component="a"
        href={`${path}/download`}
        onClick={() => setStarted(true)}
        size="small"
        variant="contained"
        sx={{ ml: { sm: 1 }, mt: { xs: 1, sm: 0 } }}
      >
        Download my copy
      </Button>
    </Alert>
  );
}
