import { Box, Button, Card, CardContent, Chip, Link, Skeleton, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { Link as RouterLink } from 'react-router';
import { DASHBOARD_OPEN_REQUESTS } from '../../../domain/constants.ts';
import { formatDate } from '../../../domain/format.ts';
import { documentCategoryLabel } from '../../../domain/labels.ts';
import { openRequests, useDocumentRequests } from './use-dashboard-lists.ts';

/** The first three open requests from the accountant, each with an Upload link (docs/product/portal.md#dashboard). */
export function DocumentRequestsCard() {
  const { items, isLoading } = useDocumentRequests();
  const open = openRequests(items);
  const shown = open.slice(0, DASHBOARD_OPEN_REQUESTS);

  return (
    <Card component="section" aria-labelledby="document-requests-heading" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="document-requests-heading" variant="h6" component="h2">
          Document Requests
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Documents requested by your accountant
        </Typography>
        {isLoading ? (
          <Skeleton variant="rounded" height={72} />
        ) : shown.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>You don't have any document requests at the moment</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {shown.map((request) => (
              <Box
                component="li"
                key={request.id}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1,
                  alignItems: 'center',
                  p: 1.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                }}
              >
                <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 600 }}>{documentCategoryLabel(request.documentType)}</Typography>
                    {request.status === 'overdue' && <Chip label="Overdue" color="error" size="small" />}
                  </Box>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {request.description}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {request.dueDate ? `Due ${formatDate(request.dueDate)}` : 'No due date'}
                  </Typography>
                </Box>
                <Button
                  component={RouterLink}
                  to={`/dashboard/uploads?requestId=${encodeURIComponent(request.id)}`}
                  variant="outlined"
                  size="small"
                  startIcon={<UploadIcon />}
                  aria-label={`Upload ${documentCategoryLabel(request.documentType)}`}
                >
                  Upload
                </Button>
              </Box>
            ))}
          </Stack>
        )}
        {open.length > DASHBOARD_OPEN_REQUESTS && (
          <Link
            component={RouterLink}
            to="/dashboard/documents"
            sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}
          >
            View all requests
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
