import { useState } from 'react';
import { Create, type RaRecord, useRedirect } from 'react-admin';
import { SecretOnceDialog } from '../common/SecretOnceDialog.tsx';
import { EndpointForm } from './EndpointForm.tsx';

export function WebhookEndpointCreate() {
  const [secret, setSecret] = useState<string | null>(null);
  const redirect = useRedirect();
  return (
    <>
      <Create mutationOptions={{ onSuccess: (data: RaRecord) => setSecret(String(data.secret ?? '')) }}>
        <EndpointForm />
      </Create>
      {secret && (
        <SecretOnceDialog
          title="Copy the signing secret now"
          warning="This is the only time the secret is shown. The integrator needs it to verify each delivery's signature."
          testId="webhook-secret"
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
