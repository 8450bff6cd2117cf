import {
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../domain/format.ts';
import { documentCategoryLabel } from '../../../domain/labels.ts';
import { StatusChip } from './status-chip.tsx';
import type { DocumentRequest } from '../../lib/use-documents.ts';

export const uploadForRequestPath = (request: DocumentRequest) =>
  `/dashboard/uploads?requestId=${encodeURIComponent(request.id)}`;

interface Props {
  title: string;
  requests: DocumentRequest[];
  kind: 'open' | 'completed';
  onDetails: (request: DocumentRequest) => void;
}

/** Pending Requests (with Details and Upload) or Completed Requests (with View Details). */
export function RequestTable({ title, requests, kind, onDetails }: Props) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {requests.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>
            {kind === 'open' ? 'No pending requests.' : 'No completed requests yet.'}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>Document type</TableCell>
                  <TableCell>Description</TableCell>
                  <TableCell>Due date</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {requests.map((request) => (
                  <TableRow key={request.id} hover>
                    <TableCell sx={{ fontWeight: 600 }}>{documentCategoryLabel(request.documentType)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 320 }}>
                      {request.description}
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        requested by your accountant
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {request.dueDate ? formatDate(request.dueDate) : 'No due date'}
                    </TableCell>
                    <TableCell>
                      <StatusChip status={request.status} />
                    </TableCell>
                    <TableCell align="right">
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                        <Button size="small" onClick={() => onDetails(request)}>
                          {kind === 'open' ? 'Details' : 'View Details'}
                        </Button>
                        {kind === 'open' && (
                          <Button
                            size="small"
                            variant="contained"
                            component={RouterLink}
                            to={uploadForRequestPath(request)}
                          >
                            Upload
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
