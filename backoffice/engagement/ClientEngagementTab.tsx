import { Button, Typography } from '@mui/material';
import { Datagrid, Pagination, ReferenceManyField, TextField, useRecordContext } from 'react-admin';
import { DateText } from '../common/fields.tsx';
import { LetterColumns } from './LetterScreens.tsx';

/** The client's page tab (clients/extraTabs.tsx): every letter, each version's history kept. */
export function ClientEngagementTab() {
  const record = useRecordContext();
  if (!record) return null;
  const source = encodeURIComponent(JSON.stringify({ clientId: record.id }));
  return (
    <>
      <Button size="small" href={`#/engagement-letters/create?source=${source}`} sx={{ mb: 1 }}>
        Prepare an engagement letter
      </Button>
      <ReferenceManyField
        reference="engagement-letters"
        target="clientId"
        sort={{ field: 'createdAt', order: 'DESC' }}
        pagination={<Pagination />}
        perPage={10}
        empty={<Typography variant="body2">No engagement letters yet.</Typography>}
      >
        <LetterColumns withClient={false} />
      </ReferenceManyField>
      <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
        Consents
      </Typography>
      <ReferenceManyField
        reference="consents"
        target="userId"
        sort={{ field: 'givenAt', order: 'DESC' }}
        perPage={10}
        empty={
          <Typography variant="body2">No consents recorded yet (they are given when a letter is signed).</Typography>
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="text" label="Consent" sortable={false} />
          <TextField source="textVersion" label="Version" sortable={false} />
          <DateText source="givenAt" label="Given" withTime />
          <DateText source="withdrawnAt" label="Withdrawn" withTime />
        </Datagrid>
      </ReferenceManyField>
    </>
  );
}
