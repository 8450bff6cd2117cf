import {
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import OpenIcon from '@mui/icons-material/OpenInNew';
import { formatDate, formatFileSize } from '../../../domain/format.ts';
import { documentCategoryLabel } from '../../../domain/labels.ts';
import { StatusChip } from './status-chip.tsx';
import { viewUrl, type ClientDocument } from '../../lib/use-documents.ts';

interface Props {
  documents: ClientDocument[];
  onDetails: (document: ClientDocument) => void;
}

/** All Documents: status, document, category, size, uploaded date, and actions (docs/product/portal.md#documents). */
export function DocumentsTable({ documents, onDetails }: Props) {
  return (
    <TableContainer>
      <Table size="small" aria-label="All documents">
        <TableHead>
          <TableRow>
            <TableCell>Status</TableCell>
            <TableCell>Document</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Size</TableCell>
            <TableCell>Uploaded</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {documents.map((document) => (
            <TableRow key={document.id} hover>
              <TableCell>
                <StatusChip status={document.status} />
              </TableCell>
              <TableCell sx={{ maxWidth: 320 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{document.fileName}</Typography>
                {document.description && (
                  <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    {document.description}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{documentCategoryLabel(document.category)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatFileSize(document.fileSize)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(document.uploadedAt)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title="View details">
                  <IconButton aria-label={`View details of ${document.fileName}`} onClick={() => onDetails(document)}>
                    <InfoIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Open file">
                  <IconButton
                    aria-label={`Open ${document.fileName}`}
                    component="a"
                    href={viewUrl(document)}
                    target="_blank"
                    rel="noopener"
                  >
                    <OpenIcon />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
