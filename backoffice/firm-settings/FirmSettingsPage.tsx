import { Alert, Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { useRole } from '../permissions.ts';

interface FirmSettings {
  engagementLetterRequired: boolean;
}

const PATH = '/api/admin/firm-settings';
const KEY = ['backoffice', 'firm-settings'];

async function send(method: 'GET' | 'PATCH', body?: Partial<FirmSettings>): Promise<FirmSettings> {
  const res = await fetch(PATH, {
    method,
    credentials: 'include',
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await res.json().catch(() => ({}))) as FirmSettings & { detail?: string };
  if (!res.ok) throw new Error(answer.detail ?? res.statusText);
  return answer;
}

export const useFirmSettings = () => useQuery({ queryKey: KEY, queryFn: () => send('GET') });

/** /admin#/firm-settings: the firm's switches. Every staff member reads them; admins change them (each change logged). */
export function FirmSettingsPage() {
  const { isAdmin } = useRole();
  const settings = useFirmSettings();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const change = useMutation({
    mutationFn: (changes: Partial<FirmSettings>) => send('PATCH', changes),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      notify('Firm settings saved', { type: 'success' });
    },
    onError: (error) => notify(`Could not save: ${error.message}`, { type: 'error' }),
  });
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="Firm settings" />
      {settings.isError && <Alert severity="error">The settings could not be loaded.</Alert>}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Engagement letters
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={settings.data?.engagementLetterRequired ?? true}
                disabled={!isAdmin || settings.isLoading || change.isPending}
                onChange={(event) => change.mutate({ engagementLetterRequired: event.target.checked })}
              />
            }
            label="Require a signed engagement letter before a subscription is activated"
          />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            While this is on, staff cannot mark a payment received for a package whose engagement letter the client has
            not signed, and clients sign the package's standard letter at checkout before paying.
          </Typography>
          {!isAdmin && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              Only an admin can change this.
            </Typography>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
