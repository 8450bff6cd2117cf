import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { TwoFactorRow } from '../../ui/two-factor/two-factor-row.tsx';

/** /admin#/security: the staff member's own two-factor sign-in (the portal's Security card, the same dialogs). */
export function SecurityPage() {
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="Security" />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Two-factor sign-in
          </Typography>
          <TwoFactorRow />
        </CardContent>
      </Card>
    </Stack>
  );
}
