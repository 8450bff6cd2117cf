import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { userLabel } from './fields.tsx';

/** The "Client" filter every per-client list offers; `source` is the list's client column. */
export function clientFilter(source: 'clientId' | 'userId') {
  return (
    <ReferenceInput key={source} source={source} reference="clients" alwaysOn>
      <AutocompleteInput label="Client" optionText={userLabel} sx={{ minWidth: 220 }} />
    </ReferenceInput>
  );
}
