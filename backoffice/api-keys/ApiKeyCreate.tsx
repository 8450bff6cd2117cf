import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import {
  CheckboxGroupInput,
  Create,
  DateTimeInput,
  required,
  SimpleForm,
  TextInput,
  useRedirect,
  type RaRecord,
} from 'react-admin';
import { API_KEY_SCOPES } from '../../domain/api-key-scopes.ts';

const scopeChoices = API_KEY_SCOPES.map((id) => ({ id, name: id }));

/** The secret is shown here once: the server keeps only its hash. */
function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="api-key-secret-title">
      <DialogTitle id="api-key-secret-title">Copy the key now</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          This is the only time the key is shown. Store it in the integrator's secret manager.
        </Alert>
        <Typography
          component="code"
          sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}
          data-testid="api-key-secret"
        >
          {secret}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void navigator.clipboard?.writeText(secret)}>Copy</Button>
        <Button onClick={onClose} variant="contained">
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ApiKeyCreate() {
  const [secret, setSecret] = useState<string | null>(null);
  const redirect = useRedirect();
  return (
    <>
      <Create
        mutationOptions={{ onSuccess: (data: RaRecord) => setSecret(String(data.secret ?? '')) }}
        transform={(data: RaRecord) => ({ ...data, expiresAt: data.expiresAt || undefined })}
      >
        <SimpleForm>
          <TextInput source="name" validate={required()} helperText="Who uses it, e.g. 'CRM sync'" />
          <CheckboxGroupInput source="scopes" choices={scopeChoices} validate={required()} row={false} />
          <DateTimeInput source="expiresAt" helperText="Optional: the key stops working then" />
        </SimpleForm>
      </Create>
      {secret && (
        <SecretDialog
          secret={secret}
          onClose={() => {
            setSecret(null);
            redirect('list', 'api-keys');
          }}
        />
      )}
    </>
  );
}
