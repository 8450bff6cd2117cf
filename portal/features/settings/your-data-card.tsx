import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../domain/format.ts';
import {
  CORRECTION_KIND_LABELS,
  CORRECTION_STATUS_LABELS,
  type CorrectionKind,
  type CorrectionStatus,
} from '../../../domain/privacy/correction-requests.ts';
import { CORRECTIONS_PATH, CorrectionRequestDialog } from './correction-request-dialog.tsx';
import { DataExportDialog } from './data-export-dialog.tsx';
import { ReadyCopyAlert } from './ready-copy-alert.tsx';

interface CorrectionRequest {
  id: string;
  kind: CorrectionKind;
  subject: string;
  details: string;
  status: CorrectionStatus;
  response: string | null;
  createdAt: string;
  resolvedAt: string | null;
}

const STATUS_COLOUR = { open: 'default', done: 'success', refused: 'warning' } as const;

/** 'Your data': the client's rights under POPIA: ask for a correction or object to a use, and see the answers. */
export function YourDataCard() {
  const { data } = useQuery<CorrectionRequest[]>({ queryKey: [CORRECTIONS_PATH] });
  const requests = Array.isArray(data) ? data : [];
  const [open, setOpen] = useState<'correction' | 'export' | null>(null);
  // The ready e-mail's link names the copy.
  const [params] = useSearchParams();
  const readyExport = params.get('export');
  return (
    <Card component="section" id="your-data" aria-labelledby="your-data-heading">
      <CardContent>
        <Typography id="your-data-heading" variant="h6" component="h2">
          Your data
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          Under the Protection of Personal Information Act you may have a copy of what we hold about you, ask us to
          correct it, or object to a use of it.
        </Typography>
        {readyExport && <ReadyCopyAlert id={readyExport} />}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
          <Button variant="outlined" onClick={() => setOpen('export')}>
            Download a copy of my data
          </Button>
          <Button variant="outlined" onClick={() => setOpen('correction')}>
            Ask for a correction or object
          </Button>
        </Stack>
        {requests.length > 0 && (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, mt: 3, mb: 0 }} aria-label="Your requests">
            {requests.map((request) => (
              <Box component="li" key={request.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                >
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{request.subject}</Typography>
                  <Chip
                    size="small"
                    color={STATUS_COLOUR[request.status]}
                    label={CORRECTION_STATUS_LABELS[request.status]}
                  />
                </Stack>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {CORRECTION_KIND_LABELS[request.kind]} · asked {formatDate(request.createdAt)}
                  {request.resolvedAt ? ` · answered ${formatDate(request.resolvedAt)}` : ''}
                </Typography>
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {request.details}
                </Typography>
                {request.response && (
                  <Box sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      Our answer
                    </Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {request.response}
                    </Typography>
                  </Box>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
      <CorrectionRequestDialog open={open === 'correction'} onClose={() => setOpen(null)} />
      <DataExportDialog open={open === 'export'} onClose={() => setOpen(null)} />
    </Card>
  );
}
