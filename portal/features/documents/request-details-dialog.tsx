import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../domain/format.ts';
import { documentCategoryLabel } from '../../../domain/labels.ts';
import { DetailRow } from './detail-row.tsx';
import { uploadForRequestPath } from './request-tables.tsx';
import { StatusChip } from './status-chip.tsx';
import { isOpenRequest, type ClientDocument, type DocumentRequest } from './use-documents.ts';

interface Props {
  request: DocumentRequest | null;
  documents: ClientDocument[];
  onClose: () => void;
}

/** Document Request Details (SPEC.md section 2): Upload Document while open, Back to Documents once fulfilled. */
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
            <DetailRow label="Type">{documentCategoryLabel(request.documentType)}</DetailRow>
            <DetailRow label="Status">
              <StatusChip status={request.status} />
            </DetailRow>
            <DetailRow label="Description">{request.description}</DetailRow>
            <DetailRow label="Requested on">{formatDate(request.createdAt)} (requested by your accountant)</DetailRow>
            <DetailRow label="Due date">{request.dueDate ? formatDate(request.dueDate) : 'No due date'}</DetailRow>
            {request.status === 'completed' && (
              <DetailRow label="Fulfilled with">
                {fulfilled ? fulfilled.fileName : 'Document information not available'}
              </DetailRow>
            )}
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
