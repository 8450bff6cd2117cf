import { Badge, Box, Button, Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Spinner } from '../../../ui/spinner.tsx';
import { DocumentDetailsDialog } from './document-details-dialog.tsx';
import { DocumentsTable } from './documents-table.tsx';
import { RequestDetailsDialog } from './request-details-dialog.tsx';
import { RequestTable } from './request-tables.tsx';
import {
  isOpenRequest,
  matchesDocumentSearch,
  useClientDocuments,
  useDocumentRequestList,
  type ClientDocument,
  type DocumentRequest,
} from '../../lib/use-documents.ts';
import { SearchField } from '../../components/search-field.tsx';

function EmptyState({ text }: { text: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <DescriptionIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden="true" />
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>{text}</Typography>
    </Box>
  );
}

/** /dashboard/documents: search, Upload New, All Documents and Document Requests tabs (docs/product/portal.md#documents). */
export function DocumentsPage() {
  const { documents, isLoading } = useClientDocuments();
  const { requests, isLoading: requestsLoading } = useDocumentRequestList();
  const [tab, setTab] = useState<'documents' | 'requests'>('documents');
  const [search, setSearch] = useState('');
  const [details, setDetails] = useState<ClientDocument | null>(null);
  const [requestDetails, setRequestDetails] = useState<DocumentRequest | null>(null);

  const shown = useMemo(
    () => documents.filter((document) => matchesDocumentSearch(document, search)),
    [documents, search],
  );
  const open = requests.filter(isOpenRequest);
  const completed = requests.filter((request) => request.status === 'completed');

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Documents
        </Typography>
        <Button variant="contained" startIcon={<UploadIcon />} component={RouterLink} to="/dashboard/uploads">
          Upload New
        </Button>
      </Box>

      <SearchField what="documents" value={search} onChange={setSearch} />

      <Card>
        <Tabs
          value={tab}
          onChange={(_, value: 'documents' | 'requests') => setTab(value)}
          aria-label="Documents and requests"
          sx={{ px: 2 }}
        >
          <Tab value="documents" label="All Documents" />
          <Tab
            value="requests"
            label={
              <Badge
                badgeContent={open.length}
                color="error"
                sx={{ '& .MuiBadge-badge': { right: -12 } }}
                aria-label={`Document Requests, ${open.length} pending`}
              >
                Document Requests
              </Badge>
            }
          />
        </Tabs>
        <CardContent>
          {tab === 'documents' ? (
            isLoading ? (
              <Spinner label="Loading documents" />
            ) : documents.length === 0 ? (
              <EmptyState text="You have not uploaded any documents yet" />
            ) : shown.length === 0 ? (
              <EmptyState text="No documents match your search criteria" />
            ) : (
              <DocumentsTable documents={shown} onDetails={setDetails} />
            )
          ) : requestsLoading ? (
            <Spinner label="Loading document requests" />
          ) : requests.length === 0 ? (
            <EmptyState text="You don't have any document requests at the moment" />
          ) : (
            <Stack spacing={2}>
              <RequestTable title="Pending Requests" kind="open" requests={open} onDetails={setRequestDetails} />
              <RequestTable
                title="Completed Requests"
                kind="completed"
                requests={completed}
                onDetails={setRequestDetails}
              />
            </Stack>
          )}
        </CardContent>
      </Card>

      <DocumentDetailsDialog document={details} onClose={() => setDetails(null)} />
      <RequestDetailsDialog request={requestDetails} documents={documents} onClose={() => setRequestDetails(null)} />
    </Stack>
  );
}
