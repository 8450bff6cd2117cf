import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useLogout } from 'react-admin';
import { FIRM } from '../../domain/firm.ts';
import { useTwoFactorStatus } from '../../ui/two-factor/use-two-factor.ts';

// Only someone who must still turn two-factor on meets the dialog: everyone else never loads it.
const EnableTwoFactorDialog = lazy(async () => ({
  default: (await import('../../ui/two-factor/two-factor-dialogs.tsx')).EnableTwoFactorDialog,
}));

/**
 * Until a staff member the firm requires it of (every admin; accountants and managers
 * under the firm setting) turns on two-factor sign-in, the backoffice shows only this:
 * the API answers them 403 anyway (decision 030). The dialog stays up after the code is
 * accepted so the recovery codes can be saved before the backoffice opens.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { data: status, isPending } = useTwoFactorStatus();
  const [enrolling, setEnrolling] = useState(false);
  const logout = useLogout();
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  // Without an answer (signed out, say) the backoffice's own checks take over.
  if (!status?.required || (status.enabled && !enrolling)) return children;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        backgroundImage: 'linear-gradient(160deg, #062620 0%, #0d5547 60%, #11705d 100%)',
      }}
    >
      <Card sx={{ maxWidth: 520, width: '100%' }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {FIRM.name} backoffice
            </Typography>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              Turn on two-factor sign-in
            </Typography>
            <Typography>
              The firm requires two-factor sign-in for your role before the backoffice opens. Each time you sign in you
              will enter a code from an authenticator app on your phone as well as your password, so a leaked password
              alone cannot open any client's books.
            </Typography>
            <Typography variant="body2" color="text.secondary">
              You need an authenticator app such as Google Authenticator, Microsoft Authenticator or 1Password.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="contained" onClick={() => setEnrolling(true)}>
                Turn on
              </Button>
              <Button onClick={() => logout()}>Sign out</Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <Suspense fallback={null}>
        <EnableTwoFactorDialog open={enrolling} onClose={() => setEnrolling(false)} />
      </Suspense>
    </Box>
  );
}
