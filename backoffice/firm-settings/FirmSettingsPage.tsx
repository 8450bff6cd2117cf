import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { request } from '../api-client.ts';
import { useRole } from '../permissions.ts';
import { InformationOfficerCard, type InformationOfficerFields } from './InformationOfficerCard.tsx';

interface FirmSettings extends InformationOfficerFields {
  engagementLetterRequired: boolean;
  twoFactorRequiredForStaff: boolean;
  jobWindowDays: number;
}

const PATH = '/api/admin/firm-settings';
const KEY = ['backoffice', 'firm-settings'];

const send = (method: 'GET' | 'PATCH', body?: Partial<FirmSettings>) => request<FirmSettings>(method, PATH, body);

export const useFirmSettings = () => useQuery({ queryKey: KEY, queryFn: () => send('GET') });

/** /admin#/firm-settings: the firm's switches and its Information Officer. Every staff member reads them; admins change them (each change logged). */
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
      <SettingCard
        title="Engagement letters"
        label="Require a signed engagement letter before a subscription is activated"
        checked={settings.data?.engagementLetterRequired ?? true}
        disabled={!isAdmin || settings.isLoading || change.isPending}
        onChange={(checked) => change.mutate({ engagementLetterRequired: checked })}
        explanation="While this is on, staff cannot mark a payment received for a package whose engagement letter the client has not signed, and clients sign the package's standard letter at checkout before paying."
        readOnly={!isAdmin}
      />
      <SettingCard
        title="Two-factor sign-in"
        label="Require two-factor sign-in for accountants and managers"
        checked={settings.data?.twoFactorRequiredForStaff ?? false}
        disabled={!isAdmin || settings.isLoading || change.isPending}
        onChange={(checked) => change.mutate({ twoFactorRequiredForStaff: checked })}
        explanation="Admins always need it. While this is on, an accountant or manager who has not turned it on sees only its setup screen in the backoffice, and cannot turn it off."
        readOnly={!isAdmin}
      />
      <JobWindowCard
        days={settings.data?.jobWindowDays}
        disabled={!isAdmin || settings.isLoading || change.isPending}
        onSave={(jobWindowDays) => change.mutate({ jobWindowDays })}
        readOnly={!isAdmin}
      />
      {settings.data && (
        <InformationOfficerCard
          saved={settings.data}
          readOnly={!isAdmin}
          save={async (fields) => {
            const saved = await send('PATCH', fields);
            queryClient.setQueryData(KEY, saved);
            notify('Information Officer saved', { type: 'success' });
          }}
        />
      )}
    </Stack>
  );
}

/** How many days before a compliance deadline its job appears on the work board. */
function JobWindowCard(props: {
  days: number | undefined;
  disabled: boolean;
  onSave: (days: number) => void;
  readOnly: boolean;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? String(props.days ?? '');
  const days = Number(value);
  const valid = Number.isInteger(days) && days >= 1 && days <= 120;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Jobs from the compliance calendar
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label="Days before the due date"
            type="number"
            size="small"
            value={value}
            disabled={props.disabled}
            onChange={(event) => setDraft(event.target.value)}
            error={draft !== null && !valid}
            helperText={draft !== null && !valid ? 'Enter a whole number of days from 1 to 120' : ' '}
            slotProps={{ htmlInput: { min: 1, max: 120 } }}
          />
          <Button
            variant="contained"
            disabled={props.disabled || draft === null || !valid || days === props.days}
            onClick={() => {
              props.onSave(days);
              setDraft(null);
            }}
          >
            Save
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          Each deadline of a client whose package includes that work becomes a job on the work board this many days
          before it is due, assigned to the client's accountant. Deadlines from before the client's tracked-from date
          never do, unless staff take them on.
        </Typography>
        {props.readOnly && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            Only an admin can change this.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function SettingCard(props: {
  title: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  explanation: string;
  readOnly: boolean;
}) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {props.title}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={props.checked}
              disabled={props.disabled}
              onChange={(event) => props.onChange(event.target.checked)}
            />
          }
          label={props.label}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {props.explanation}
        </Typography>
        {props.readOnly && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            Only an admin can change this.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
