import { Alert, Box, Button, Card, CardActionArea, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDate } from '../../../domain/format.ts';
import type { EngagementLetterSummary } from '../../../domain/shapes/engagement.ts';
import { EmptyCard } from '../../components/empty-card.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { LetterTextView } from './letter-text-view.tsx';
import { SignPanel } from './sign-panel.tsx';
import { STATUS_LABELS, useAgreement, useAgreements } from './use-agreements.ts';

const STATUS_COLOURS = {
  draft: 'default',
  sent: 'warning',
  signed: 'success',
  declined: 'error',
  withdrawn: 'default',
  superseded: 'default',
} as const;

function LetterCard({
  letter,
  selected,
  onOpen,
}: {
  letter: EngagementLetterSummary;
  selected: boolean;
  onOpen: () => void;
}) {
  return (
    <Card variant="outlined" sx={{ borderColor: selected ? 'primary.main' : undefined }}>
      <CardActionArea onClick={onOpen} aria-current={selected ? 'true' : undefined}>
        <CardContent>
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Typography sx={{ fontWeight: 600 }}>{letter.packageTitle} package</Typography>
            <Chip
              size="small"
              label={STATUS_LABELS[letter.status]}
              color={STATUS_COLOURS[letter.status]}
              variant="outlined"
            />
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {letter.sentAt ? `Sent ${formatDate(letter.sentAt)}` : 'Not sent'}
            {letter.signedAt ? ` · Signed ${formatDate(letter.signedAt)}` : ''}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

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

/** /dashboard/agreements: the engagement letters sent to me, one open at a time. */
export function AgreementsPage() {
  const { data: letters = [], isLoading } = useAgreements();
  const [params, setParams] = useSearchParams();
  const waiting = letters.find((letter) => letter.status === 'sent');
  const openId = params.get('letter') ?? waiting?.id ?? null;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Agreements
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Your engagement letters: what the firm does for you and on which terms.
        </Typography>
      </Box>
      {isLoading ? (
        <Spinner label="Loading your agreements" />
      ) : letters.length === 0 ? (
        <EmptyCard
          title="No agreements yet"
          message="Once your accountant sends your engagement letter, you read and sign it here."
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '320px 1fr' }, alignItems: 'start' }}>
          <Stack spacing={1} component="nav" aria-label="Engagement letters">
            {letters.map((letter) => (
              <LetterCard
                key={letter.id}
                letter={letter}
                selected={letter.id === openId}
                onOpen={() => setParams({ letter: letter.id })}
              />
            ))}
          </Stack>
          {openId ? (
            <OpenLetter key={openId} id={openId} />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>Choose a letter to read it.</Typography>
          )}
        </Box>
      )}
    </Stack>
  );
}
