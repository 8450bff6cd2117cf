import { Alert, Box, Button, Card, CardContent, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MAX_UPLOAD_BYTES } from '../../../domain/constants.ts';
import { DOCUMENT_CATEGORIES } from '../../../domain/enums.ts';
import { DOCUMENT_CATEGORY_LABELS, documentCategoryLabel } from '../../../domain/labels.ts';
import { useToast } from '../../components/toaster.tsx';
import { errorMessage, fieldErrorsOf } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { DOCUMENTS_KEY, REQUESTS_KEY, useDocumentRequestList } from '../../lib/use-documents.ts';
import { FileDropZone } from './file-drop-zone.tsx';
import { ScanPages } from './scan-pages.tsx';
import { GuidelinesCard } from './guidelines-card.tsx';
import { SelectedFiles } from './selected-files.tsx';
import { sendDocuments, type UploadInput } from './send-upload.ts';
import { StorageUsageCard, USAGE_KEY } from './storage-usage-card.tsx';

const CATEGORY_REQUIRED = 'Please select a document category';

/** /dashboard/uploads: pick files, choose a category, send them with a progress bar each (docs/product/portal.md#upload-files). */
export function UploadsPage() {
  const [params] = useSearchParams();
  const requestId = params.get('requestId');
  const { requests } = useDocumentRequestList();
  const request = requestId ? requests.find((r) => r.id === requestId) : undefined;
  const navigate = useNavigate();
  const toast = useToast();

  const [files, setFiles] = useState<File[]>([]);
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [categoryError, setCategoryError] = useState('');
  const [progress, setProgress] = useState<number[] | null>(null);

  // For a request, category and description are the request's and locked.
  const shownCategory = request ? request.documentType : category;
  const shownDescription = request ? request.description : description;

  const upload = useMutation({
    mutationFn: (input: UploadInput) => sendDocuments(input, setProgress),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
        queryClient.invalidateQueries({ queryKey: USAGE_KEY }),
      ]);
      toast({
        title: 'Documents uploaded successfully',
        description: 'Your documents have been uploaded and are pending review.',
      });
      navigate('/dashboard/documents');
    },
    onError: (error) => {
      setProgress(null);
      const fieldError = fieldErrorsOf(error).category;
      if (fieldError) setCategoryError(fieldError);
      toast({
        title: 'Upload failed',
        description: errorMessage(error, 'There was a problem uploading your documents. Please try again.'),
        variant: 'destructive',
      });
    },
  });
  const uploading = upload.isPending;

  const addFiles = (chosen: File[]) => {
    const tooLarge = chosen.filter((file) => file.size > MAX_UPLOAD_BYTES);
    if (tooLarge.length) {
      toast({
        title: 'Files too large',
        description: `Some files exceed the 10MB limit: ${tooLarge.map((file) => file.name).join(', ')}`,
        variant: 'destructive',
      });
    }
    setFiles((current) => [...current, ...chosen.filter((file) => file.size <= MAX_UPLOAD_BYTES)]);
  };

  const submit = () => {
    if (files.length === 0) {
      toast({
        title: 'No files selected',
        description: 'Please select at least one file to upload',
        variant: 'destructive',
      });
      return;
    }
    if (!shownCategory && !requestId) {
      setCategoryError(CATEGORY_REQUIRED);
      return;
    }
    setProgress(files.map(() => 0));
    upload.mutate({
      files,
      category: shownCategory,
      description: shownDescription,
      requestId: request ? request.id : requestId,
    });
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {request || requestId ? 'Submit Requested Document' : 'Upload Files'}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>Send documents securely to your accountant.</Typography>
      </Box>
      {request && (
        <Alert severity="info">
          Requested by your accountant: {documentCategoryLabel(request.documentType)} — {request.description}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <CardContent>
              <Stack spacing={3}>
                <FileDropZone onFiles={addFiles} disabled={uploading} />
                <ScanPages
                  title={request ? documentCategoryLabel(request.documentType) : 'Scanned pages'}
                  onPdf={(file) => addFiles([file])}
                />
                <SelectedFiles
                  files={files}
                  progress={progress}
                  onRemove={(index) => setFiles((current) => current.filter((_, i) => i !== index))}
                />
                <TextField
                  select
                  label="Document category"
                  value={shownCategory}
                  required
                  disabled={Boolean(request) || uploading}
                  error={Boolean(categoryError)}
                  helperText={categoryError || ' '}
                  onChange={(event) => {
                    setCategory(event.target.value);
                    setCategoryError('');
                  }}
                >
                  {shownCategory && !(DOCUMENT_CATEGORIES as readonly string[]).includes(shownCategory) && (
                    <MenuItem value={shownCategory}>{shownCategory}</MenuItem>
                  )}
                  {DOCUMENT_CATEGORIES.map((value) => (
                    <MenuItem key={value} value={value}>
                      {DOCUMENT_CATEGORY_LABELS[value]}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label="Description (optional)"
                  value={shownDescription}
                  multiline
                  minRows={2}
                  disabled={Boolean(request) || uploading}
                  onChange={(event) => setDescription(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: 1000 } }}
                />
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button onClick={() => navigate('/dashboard/documents')} disabled={uploading}>
                    Cancel
                  </Button>
                  <Button variant="contained" onClick={submit} disabled={uploading || files.length === 0}>
                    {uploading ? 'Uploading...' : requestId ? 'Submit Document' : 'Upload Documents'}
                  </Button>
                </Stack>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <StorageUsageCard />
            <GuidelinesCard />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
