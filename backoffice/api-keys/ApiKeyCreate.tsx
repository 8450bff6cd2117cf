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
import { SecretOnceDialog } from '../common/SecretOnceDialog.tsx';

const scopeChoices = API_KEY_SCOPES.map((id) => ({ id, name: id }));

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
        <SecretOnceDialog
          title="Copy the key now"
          warning="This is the only time the key is shown. Store it in the integrator's secret manager."
          testId="api-key-secret"
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
