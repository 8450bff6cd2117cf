import { Typography } from '@mui/material';
import { Pagination, ReferenceManyField } from 'react-admin';
import { DocumentColumns } from './DocumentList.tsx';

/** The client's page tab (clients/extraTabs.tsx): everything the client uploaded, newest first. */
export function ClientDocumentsTab() {
  return (
    <ReferenceManyField
      reference="documents"
      target="userId"
      sort={{ field: 'uploadedAt', order: 'DESC' }}
      pagination={<Pagination />}
      perPage={10}
      empty={<Typography variant="body2">No documents yet.</Typography>}
    >
      <DocumentColumns withClient={false} />
    </ReferenceManyField>
  );
}
