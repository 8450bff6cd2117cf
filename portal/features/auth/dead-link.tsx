import { Alert, Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { AuthCard, BackToSignIn } from './auth-card.tsx';

/** A link that no longer works: why, and the way to a new one. */
export function DeadLink({
  title,
  reason,
  next,
}: {
  title: string;
  reason: string;
  next?: { label: string; to: string };
}) {
  return (
    <AuthCard title={title}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="error">{reason}</Alert>
        {next && (
          <Button component={RouterLink} to={next.to} variant="contained" size="large">
            {next.label}
          </Button>
        )}
        <BackToSignIn />
      </Box>
    </AuthCard>
  );
}
