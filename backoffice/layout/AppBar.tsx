import { Box, Typography } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { FIRM } from '../../domain/firm.ts';
import { UnreadNotificationsButton } from '../notifications/UnreadNotificationsButton.tsx';

export function AppBar() {
  return (
    <RaAppBar color="primary" toolbar={<UnreadNotificationsButton />}>
      <Typography component="span" sx={{ fontWeight: 700, mr: 2, display: { xs: 'none', md: 'inline' } }}>
        {FIRM.name}
      </Typography>
      <TitlePortal />
      <Box sx={{ flex: 1 }} />
    </RaAppBar>
  );
}
