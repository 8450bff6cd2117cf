import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../domain/format.ts';
import type { EngagementLetterSummary } from '../../../domain/shapes/engagement.ts';
import { EmptyCard } from '../../../ui/empty-card.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { OpenLetter, STATUS_COLOURS } from '../../components/engagement-letter/open-letter.tsx';
import { STATUS_LABELS, useAgreements } from '../../lib/use-agreements.ts';
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
