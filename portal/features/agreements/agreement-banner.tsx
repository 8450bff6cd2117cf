import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAgreements } from './use-agreements.ts';

/** The dashboard's amber banner while an engagement letter waits for the client's signature. */
export function AgreementBanner() {
  const { data: letters = [] } = useAgreements();
  const waiting = Array.isArray(letters) ? letters.find((letter) => letter.status === 'sent') : undefined;
  if (!waiting) return null;
  return (
    <Alert
      severity="warning"
      data-testid="agreement-banner"
      sx={{
        bgcolor: '#fef3c7',
        color: '#78350f',
        border: 1,
        borderColor: '#f59e0b',
        '& .MuiAlert-icon': { color: '#b45309' },
      }}
      action={
        <Button
          component={RouterLink}
          to={`/dashboard/agreements?letter=${encodeURIComponent(waiting.id)}`}
          color="inherit"
          size="small"
          sx={{ fontWeight: 700 }}
        >
          Read and sign
        </Button>
      }
    >
      Your engagement letter for the {waiting.packageTitle} package is waiting for your signature.
    </Alert>
  );
}
