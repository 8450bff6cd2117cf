import { Button, Typography } from '@mui/material';
import { Pagination, ReferenceManyField, useRecordContext } from 'react-admin';
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
    </>
  );
}
