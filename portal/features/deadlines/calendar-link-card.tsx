import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/toaster.tsx';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';

/**
 * 'Add to your calendar': a secret address a calendar app subscribes to. It is shown
 * once (only its hash is kept); Replace makes a new one and stops the old, Revoke stops it.
 */
export function CalendarLinkCard() {
  const [url, setUrl] = useState<string | null>(null);
  const toast = useToast();
  const create = useMutation({
    mutationFn: () => apiRequest<{ url: string }>('POST', '/api/calendar-feed'),
    onSuccess: (answer) => setUrl(answer.url),
    onError: (error) =>
      toast({
        title: 'Calendar link failed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  const revoke = useMutation({
    mutationFn: () => apiRequest<{ message: string }>('DELETE', '/api/calendar-feed'),
    onSuccess: () => {
      setUrl(null);
      toast({ title: 'Calendar link revoked', description: 'Calendar apps using it no longer receive your dates.' });
    },
  });
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    toast({ title: 'Link copied', description: 'Paste it into your calendar app as a subscription.' });
  };

  return (
    <Card component="section" aria-labelledby="calendar-link-heading">
      <CardContent>
        <Typography id="calendar-link-heading" variant="h6" component="h2">
          Add to your calendar
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Subscribe in Google Calendar, Outlook or Apple Calendar: the dates follow any change. The link shows what is
          due and for which period, never your tax numbers. Anyone with the link can read these dates.
        </Typography>
        {url && (
          <Stack spacing={1} sx={{ mb: 2 }}>
            <Alert severity="info">Copy the link now: it is shown only this once.</Alert>
            <TextField
              label="Calendar link"
              value={url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'calendar-link' } }}
              onFocus={(event) => event.target.select()}
            />
          </Stack>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {url ? (
            <Button variant="contained" onClick={copy}>
              Copy link
            </Button>
          ) : (
            <Button variant="contained" onClick={() => create.mutate()} disabled={create.isPending}>
              Create calendar link
            </Button>
          )}
          <Button variant="outlined" onClick={() => create.mutate()} disabled={create.isPending}>
            Replace link
          </Button>
          <Button variant="outlined" color="error" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
            Revoke link
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
