import { BooleanInput, CheckboxGroupInput, required, SimpleForm, TextInput, type Toolbar } from 'react-admin';
import type { ComponentProps, ReactElement } from 'react';
import { eventChoices } from './fields.tsx';

/** The fields an admin sets on an endpoint; the server checks them again (https, known events). */
export function EndpointForm({
  toolbar,
  edit = false,
}: {
  toolbar?: ReactElement<ComponentProps<typeof Toolbar>>;
  edit?: boolean;
}) {
  return (
    <SimpleForm toolbar={toolbar}>
      <TextInput source="url" validate={required()} helperText="https://… where the integrator receives events" />
      <CheckboxGroupInput source="events" choices={eventChoices} validate={required()} row={false} />
      <TextInput source="description" multiline helperText="Optional: whose endpoint, for what" />
      <BooleanInput
        source="includePersonalData"
        helperText="Off: names, e-mail addresses, messages and file names are left out of payloads"
      />
      {edit && <BooleanInput source="enabled" helperText="Turning it on again forgets past failures" />}
    </SimpleForm>
  );
}
