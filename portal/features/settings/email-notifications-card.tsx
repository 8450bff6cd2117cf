import { Card, CardContent, FormControlLabel, FormHelperText, Stack, Switch, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  CATEGORY_FIELDS,
  EMAIL_CATEGORIES,
  EMAIL_CATEGORY_HINTS,
  EMAIL_CATEGORY_LABELS,
  type EmailPreferences,
} from '../../../domain/email/kinds.ts';
import { useToast } from '../../components/toaster.tsx';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';

const PATH = '/api/email-preferences';

/** 'E-mail notifications': each kind of e-mail on or off (the unsubscribe link in an e-mail turns one off too). */
export function EmailNotificationsCard() {
  const { data: preferences } = useQuery<EmailPreferences>({ queryKey: [PATH] });
  const toast = useToast();
  const change = useMutation({
    mutationFn: (changes: Partial<EmailPreferences>) => apiRequest<EmailPreferences>('PATCH', PATH, changes),
    onSuccess: (saved) => {
      queryClient.setQueryData([PATH], saved);
      toast({ title: 'E-mail notifications saved' });
    },
    onError: (error) =>
      toast({ title: 'Could not save', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  return (
    <Card component="section" aria-labelledby="email-notifications-heading">
      <CardContent>
        <Typography id="email-notifications-heading" variant="h6" component="h2">
          E-mail notifications
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Choose which e-mails we send you. Invoices and account e-mails always come.
        </Typography>
        <Stack spacing={1}>
          {EMAIL_CATEGORIES.map((category) => {
            const field = CATEGORY_FIELDS[category];
            const hintId = `email-hint-${category}`;
            return (
              <div key={category}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={preferences?.[field] ?? true}
                      disabled={!preferences || change.isPending}
                      onChange={(event) => change.mutate({ [field]: event.target.checked })}
                      slotProps={{ input: { 'aria-describedby': hintId } }}
                    />
                  }
                  label={EMAIL_CATEGORY_LABELS[category]}
                />
                <FormHelperText id={hintId} sx={{ mt: -0.5, ml: 6 }}>
                  {EMAIL_CATEGORY_HINTS[category]}
                </FormHelperText>
              </div>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
