import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../domain/format.ts';
import { documentCategoryLabel } from '../../../domain/labels.ts';
import { DetailList } from '../../components/detail-list.tsx';
import { uploadForRequestPath } from './request-tables.tsx';
import { StatusChip } from './status-chip.tsx';
import { isOpenRequest, type ClientDocument, type DocumentRequest } from '../../lib/use-documents.ts';

interface Props {
  request: DocumentRequest | null;
  documents: ClientDocument[];
  onClose: () => void;
}

/** Document Request Details (docs/product/portal.md#documents): Upload Document while open, Back to Documents once fulfilled. */
export function RequestDetailsDialog({ request, documents, onClose }: Props) {
  const fulfilled = request?.fulfilledWith
    ? documents.find((document) => document.id === request.fulfilledWith)
    : undefined;
  return (
    <Dialog open={request !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="request-details-title">
      {request && (
        <>
          <DialogTitle id="request-details-title">Document Request Details</DialogTitle>
          <DialogContent>
            <DetailList
              items={[
                { label: 'Type', value: documentCategoryLabel(request.documentType) },
                { label: 'Status', value: <StatusChip status={request.status} /> },
                { label: 'Description', value: request.description },
                { label: 'Requested on', value: `${formatDate(request.createdAt)} (requested by your accountant)` },
                { label: 'Due date', value: request.dueDate ? formatDate(request.dueDate) : 'No due date' },
                ...(request.status === 'completed'
                  ? [
                      {
                        label: 'Fulfilled with',
                        value: fulfilled ? fulfilled.fileName : 'Document information not available',
                      },
                    ]
                  : []),
              ]}
            />
          </DialogContent>
          <DialogActions>
            {isOpenRequest(request) ? (
              <>
                <Button onClick={onClose}>Close</Button>
                <Button variant="contained" component={RouterLink} to={uploadForRequestPath(request)}>
                  Upload Document
                </Button>
              </>
            ) : (
              <Button variant="contained" onClick={onClose}>
                Back to Documents
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
