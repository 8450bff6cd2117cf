import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { Create, type RaRecord, useRedirect } from 'react-admin';
import { EndpointForm } from './EndpointForm.tsx';

/** The signing secret is shown here once: afterwards the server only uses it to sign. */
function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="webhook-secret-title">
      <DialogTitle id="webhook-secret-title">Copy the signing secret now</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          This is the only time the secret is shown. The integrator needs it to verify each delivery's signature.
        </Alert>
        <Typography
          component="code"
          sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}
          data-testid="webhook-secret"
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

export function WebhookEndpointCreate() {
  const [secret, setSecret] = useState<string | null>(null);
  const redirect = useRedirect();
  return (
    <>
      <Create mutationOptions={{ onSuccess: (data: RaRecord) => setSecret(String(data.secret ?? '')) }}>
        <EndpointForm />
      </Create>
      {secret && (
        <SecretDialog
          secret={secret}
          onClose={() => {
            setSecret(null);
            redirect('list', 'webhook-endpoints');
          }}
        />
      )}
    </>
  );
}
