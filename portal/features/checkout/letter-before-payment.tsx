import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { errorMessage, fieldErrorsOf } from '../../lib/api-client.ts';
import { OpenLetter } from '../../components/engagement-letter/open-letter.tsx';
import { useStandardLetter } from '../../lib/use-agreements.ts';

/**
 * While the firm requires a signed engagement letter, checkout offers the package's standard letter
 * first: read it, sign it here, then pay. Details the letter needs are asked for with a way to add them.
 */
export function LetterBeforePayment({
  serviceId,
  packageTitle,
  letterId,
}: {
  serviceId: string;
  packageTitle: string;
  letterId: string | null;
}) {
  const standard = useStandardLetter();
  if (letterId) return <OpenLetter key={letterId} id={letterId} />;
  const missing = Object.values(fieldErrorsOf(standard.error));
  return (
    <Card component="section" aria-labelledby="letter-first-heading">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box>
            <Typography id="letter-first-heading" variant="h6" component="h2">
              Sign the engagement letter first
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              Before you pay, please read and sign our engagement letter for the {packageTitle} package: what we do for
              you and on which terms.
            </Typography>
          </Box>
          {standard.isError && (
            <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
              {missing.length ? (
                <>
                  {missing.map((message) => (
                    <div key={message}>{message}.</div>
                  ))}
                  <RouterLink to="/dashboard/company">Go to Company Information</RouterLink>
                </>
              ) : (
                errorMessage(standard.error, 'The letter could not be prepared. Please try again.')
              )}
            </Alert>
          )}
          <Button variant="contained" disabled={standard.isPending} onClick={() => standard.mutate(serviceId)}>
            {standard.isPending ? 'Preparing the letter...' : 'Read the engagement letter'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
