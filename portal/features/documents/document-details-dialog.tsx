import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import OpenIcon from '@mui/icons-material/OpenInNew';
import { formatDate, formatFileSize } from '../../../domain/format.ts';
import { documentCategoryLabel } from '../../../domain/labels.ts';
import { DetailRow } from './detail-row.tsx';
import { StatusChip } from './status-chip.tsx';
import { downloadUrl, viewUrl, type ClientDocument } from './use-documents.ts';

const REVIEWED = ['approved', 'rejected', 'needs_revision'];

/** Document Details (SPEC.md section 2), with the review outcome once there is one. */
export function DocumentDetailsDialog({ document, onClose }: { document: ClientDocument | null; onClose: () => void }) {
  return (
    <Dialog open={document !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="document-details-title">
      {document && (
        <>
          <DialogTitle id="document-details-title">Document Details</DialogTitle>
          <DialogContent>
            <DetailRow label="File name">{document.fileName}</DetailRow>
            <DetailRow label="Category">{documentCategoryLabel(document.category)}</DetailRow>
            <DetailRow label="Status">
              <StatusChip status={document.status} />
            </DetailRow>
            <DetailRow label="Description">{document.description || 'No description'}</DetailRow>
            <DetailRow label="Size">{formatFileSize(document.fileSize)}</DetailRow>
            <DetailRow label="Type">{document.fileType}</DetailRow>
            <DetailRow label="Uploaded on">{formatDate(document.uploadedAt)}</DetailRow>
            <DetailRow label="Last modified">
              {document.lastModified ? formatDate(document.lastModified) : 'Not modified since upload'}
            </DetailRow>
            {REVIEWED.includes(document.status) && (
              <>
                <Divider sx={{ my: 1 }} />
                <DetailRow label="Reviewed on">{document.reviewedAt ? formatDate(document.reviewedAt) : '—'}</DetailRow>
                <DetailRow label="Review notes">{document.reviewNotes || 'No notes'}</DetailRow>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
            <Button startIcon={<OpenIcon />} href={viewUrl(document)} target="_blank" rel="noopener">
              View
            </Button>
            <Button variant="contained" startIcon={<DownloadIcon />} href={downloadUrl(document)}>
              Download
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
