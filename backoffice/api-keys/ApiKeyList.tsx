import { Chip, Stack } from '@mui/material';
import {
  Datagrid,
  DeleteWithConfirmButton,
  List,
  TextField,
  TopToolbar,
  CreateButton,
  useRecordContext,
} from 'react-admin';
import { formatDate } from '../../domain/format.ts';
import { DateText } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';

function Scopes() {
  const record = useRecordContext();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {((record?.scopes as string[] | undefined) ?? []).map((scope) => (
        <Chip key={scope} size="small" label={scope} />
      ))}
    </Stack>
  );
}

function RevokeOrRevoked() {
  const record = useRecordContext();
  if (!record) return null;
  if (record.revokedAt)
    return <Chip size="small" color="default" label={`Revoked ${formatDate(record.revokedAt, 'short')}`} />;
  return (
    <DeleteWithConfirmButton
      label="Revoke"
      confirmTitle={`Revoke "${record.name}"?`}
      confirmContent="Calls with this key are refused at once. This cannot be undone."
      redirect={false}
      mutationMode="pessimistic"
    />
  );
}

/** Integrators' keys (admins only): what each may do, when it was last used, and revoking. */
export function ApiKeyList() {
  const isSmall = useIsSmall();
  return (
    <List
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton label="New API key" />
        </TopToolbar>
      }
    >
      {/* A short grid on phones too: the Revoke button must stay within reach. */}
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" />
        {!isSmall && <TextField source="prefix" sortable={false} />}
        {!isSmall && <Scopes />}
        {!isSmall && <DateText source="createdAt" />}
        {!isSmall && <DateText source="expiresAt" />}
        <DateText source="lastUsedAt" withTime />
        {!isSmall && <TextField source="lastUsedIp" sortable={false} />}
        <RevokeOrRevoked />
      </Datagrid>
    </List>
  );
}
