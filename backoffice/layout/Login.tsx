import { Box, Typography } from '@mui/material';
import { Login as RaLogin, LoginForm } from 'react-admin';
import { FIRM } from '../../domain/firm.ts';

/** react-admin's sign-in form under the firm's name, so people know where they are. */
export function Login() {
  return (
    <RaLogin sx={{ backgroundImage: 'linear-gradient(160deg, #062620 0%, #0d5547 60%, #11705d 100%)' }}>
      <Box component="header" sx={{ px: 2, pt: 1, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Backoffice
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {FIRM.name} staff sign-in
        </Typography>
      </Box>
      <LoginForm />
    </RaLogin>
  );
}
