import { Alert, Button, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../domain/format.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { STATUS_LABELS, useAgreement } from '../../lib/use-agreements.ts';
import { LetterTextView } from './letter-text-view.tsx';
import { SignPanel } from './sign-panel.tsx';

export const STATUS_COLOURS = {
  draft: 'default',
  sent: 'warning',
  signed: 'success',
  declined: 'error',
  withdrawn: 'default',
  superseded: 'default',
} as const;

/** One letter as sent: its text, PDF and SHA-256, and the Sign panel while it waits. */
export function OpenLetter({ id }: { id: string }) {
  const { data: letter, isLoading, isError } = useAgreement(id);
  if (isLoading) return <Spinner label="Loading the letter" />;
  if (isError || !letter)
    return <Alert severity="error">The letter could not be loaded. Please try again later.</Alert>;
  return (
    <Card component="section" aria-label={`${letter.packageTitle} engagement letter`}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 2 }}>
          <Chip
            label={STATUS_LABELS[letter.status]}
            color={STATUS_COLOURS[letter.status]}
            sx={{ alignSelf: 'flex-start' }}
          />
          <Button variant="outlined" href={`/api/engagement-letters/${encodeURIComponent(letter.id)}/pdf`} download>
            Download PDF
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
          SHA-256 of the PDF: <code>{letter.letterSha256}</code>
        </Typography>
        <Divider sx={{ my: 2 }} />
        <LetterTextView body={letter.body} />
        <Divider sx={{ my: 2 }} />
        {letter.status === 'sent' && <SignPanel letter={letter} />}
        {letter.status === 'signed' && (
          <Alert severity="success">
            Signed by {letter.signerName} on {letter.signedAt ? formatDate(letter.signedAt) : ''}. The signed copy, with
            its signature record, is in <RouterLink to="/dashboard/documents">Documents</RouterLink>.
          </Alert>
        )}
        {letter.status === 'declined' && (
          <Alert severity="info">
            You declined this letter: {letter.declineReason}. Your accountant will prepare a new one.
          </Alert>
        )}
        {(letter.status === 'withdrawn' || letter.status === 'superseded') && (
          <Alert severity="info">
            This letter was {letter.status === 'withdrawn' ? 'withdrawn' : 'replaced by a newer one'}; nothing is needed
            from you.
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
