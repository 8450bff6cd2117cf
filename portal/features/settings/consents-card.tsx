import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../domain/format.ts';
import { useToast } from '../../components/toaster.tsx';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { refetchAfterWrite } from '../../lib/query-client.ts';

interface Consent {
  id: string;
  kind: 'engagement_terms' | 'popia_processing';
  text: string;
  textVersion: string;
  givenAt: string;
  withdrawnAt: string | null;
}

const CONSENTS_PATH = '/api/consents';

/** 'Privacy and consent': what the client agreed to when signing, and withdrawing the POPIA consent. */
export function ConsentsCard() {
  const { data } = useQuery<Consent[]>({ queryKey: [CONSENTS_PATH] });
  const consents = Array.isArray(data) ? data : [];
  const [confirming, setConfirming] = useState<Consent | null>(null);
  const toast = useToast();
  const withdraw = useMutation({
    mutationFn: (id: string) => apiRequest<Consent>('POST', `${CONSENTS_PATH}/${encodeURIComponent(id)}/withdraw`),
    onSuccess: () => refetchAfterWrite(CONSENTS_PATH),
  });
  if (consents.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="consents-heading">
      <CardContent>
        <Typography id="consents-heading" variant="h6" component="h2">
          Privacy and consent
        </Typography>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {consents.map((consent) => (
            <Box key={consent.id}>
              <Typography>{consent.text}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Given {formatDate(consent.givenAt)} (version of {formatDate(consent.textVersion)})
                {consent.withdrawnAt ? ` · Withdrawn ${formatDate(consent.withdrawnAt)}` : ''}
              </Typography>
              {consent.kind === 'popia_processing' && !consent.withdrawnAt && (
                <Button size="small" color="error" onClick={() => setConfirming(consent)} sx={{ mt: 0.5, px: 0 }}>
                  Withdraw consent
                </Button>
              )}
            </Box>
          ))}
        </Stack>
      </CardContent>
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby="withdraw-consent-title">
        <DialogTitle id="withdraw-consent-title">Withdraw your consent?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Your accountant is told, and will contact you about what the firm can still do for you. Signed letters and
            the records the law requires the firm to keep (5 years) stay.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={withdraw.isPending}
            onClick={() =>
              confirming &&
              withdraw.mutate(confirming.id, {
                onSuccess: () => {
                  setConfirming(null);
                  toast({ title: 'Consent withdrawn', description: 'Your accountant has been told.' });
                },
                onError: (error) =>
                  toast({
                    title: 'Could not withdraw',
                    description: errorMessage(error, 'Please try again.'),
                    variant: 'destructive',
                  }),
              })
            }
          >
            Withdraw
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
