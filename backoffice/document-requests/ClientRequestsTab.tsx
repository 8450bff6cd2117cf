import { Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Pagination, ReferenceManyField, useRecordContext } from 'react-admin';
import { RequestColumns } from './RequestList.tsx';

/** The client's page tab (clients/extraTabs.tsx): ask for a document, and every request so far. */
export function ClientRequestsTab() {
  const record = useRecordContext();
  if (!record) return null;
  const source = encodeURIComponent(JSON.stringify({ clientId: record.id }));
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} href={`#/document-requests/create?source=${source}`} sx={{ mb: 1 }}>
        Request a document
      </Button>
      <ReferenceManyField
        reference="document-requests"
        target="clientId"
        sort={{ field: 'createdAt', order: 'DESC' }}
        pagination={<Pagination />}
        perPage={10}
        empty={<Typography variant="body2">No document requests yet.</Typography>}
      >
        <RequestColumns withClient={false} />
      </ReferenceManyField>
    </>
  );
}
