import { Typography } from '@mui/material';
import { AppBar as RaAppBar, Logout, TitlePortal, UserMenu, useGetIdentity } from 'react-admin';
import { FIRM } from '../../domain/firm.ts';
import { SecurityMenuItem } from '../security/SecurityMenuItem.tsx';
import { UnreadMessagesButton } from '../messages/UnreadMessagesButton.tsx';
import { UnreadNotificationsButton } from '../notifications/UnreadNotificationsButton.tsx';

/** The user menu button shows the staff member's name; its accessible name must say the same (WCAG 2.5.3). */
function IdentityUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? String(identity.fullName) : 'Profile'}>
      <SecurityMenuItem />
      <Logout />
    </UserMenu>
  );
}

export function AppBar() {
  return (
    <RaAppBar
      color="primary"
      toolbar={
        <>
          <UnreadMessagesButton />
          <UnreadNotificationsButton />
        </>
      }
      userMenu={<IdentityUserMenu />}
    >
      <Typography component="span" sx={{ fontWeight: 700, mr: 2, display: { xs: 'none', md: 'inline' } }}>
        {FIRM.name}
      </Typography>
      {/* minWidth 0 lets a long title (a client's full company name) end in an ellipsis instead of widening the page. */}
      <TitlePortal
        sx={{ minWidth: 0, '& > span': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } }}
      />
    </RaAppBar>
  );
}
