import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import OpenIcon from '@mui/icons-material/OpenInNew';
import { formatDate, formatFileSize } from '../../../domain/format.ts';
import { documentCategoryLabel } from '../../../domain/labels.ts';
import { DetailList } from '../../components/detail-list.tsx';
import { StatusChip } from './status-chip.tsx';
import { downloadUrl, viewUrl, type ClientDocument } from '../../lib/use-documents.ts';

const REVIEWED = ['approved', 'rejected', 'needs_revision'];

/** Document Details (docs/product/portal.md#documents), with the review outcome once there is one. */
export function DocumentDetailsDialog({ document, onClose }: { document: ClientDocument | null; onClose: () => void }) {
  return (
    <Dialog open={document !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="document-details-title">
      {document && (
        <>
          <DialogTitle id="document-details-title">Document Details</DialogTitle>
          <DialogContent>
            <DetailList
              items={[
                { label: 'File name', value: document.fileName },
                { label: 'Category', value: documentCategoryLabel(document.category) },
                { label: 'Status', value: <StatusChip status={document.status} /> },
                { label: 'Description', value: document.description || 'No description' },
                { label: 'Size', value: formatFileSize(document.fileSize) },
                { label: 'Type', value: document.fileType },
                { label: 'Uploaded on', value: formatDate(document.uploadedAt) },
                {
                  label: 'Last modified',
                  value: document.lastModified ? formatDate(document.lastModified) : 'Not modified since upload',
                },
              ]}
            />
            {REVIEWED.includes(document.status) && (
              <>
                <Divider sx={{ my: 1 }} />
                <DetailList
                  items={[
                    { label: 'Reviewed on', value: document.reviewedAt ? formatDate(document.reviewedAt) : '—' },
                    { label: 'Review notes', value: document.reviewNotes || 'No notes' },
                  ]}
                />
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
