import { AppBar, Box, Button, Chip, IconButton, type Theme, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import LogoutIcon from '@mui/icons-material/Logout';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { FIRM } from '../../domain/firm.ts';
import { useToast } from '../components/toaster.tsx';
import { displayName, useLogout, useUser } from '../lib/use-user.ts';
import { VerifyEmailBanner } from '../features/auth/verify-email-banner.tsx';
import { errorMessage } from '../lib/api-client.ts';
import type { User } from '../../domain/shapes/user.ts';
import { useUnreadCount } from '../../ui/messages/use-messages.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { SIDEBAR_LINKS } from './navigation.ts';
import { prefetchDashboardPath } from './dashboard-pages.ts';
import { page } from './lazy-page.ts';
import { SidebarLink } from './sidebar-link.tsx';

const SIDEBAR_WIDTH = 240;

const PHONE_MENU = page(
  () => import('./phone-menu.tsx'),
  (m) => m.PhoneMenu,
);

/*
 * The frame draws its bar, sidebar, divider and avatar with MUI's own rules on plain elements:
 * MUI's Toolbar, Divider, Avatar and permanent Drawer (whose module brings the modal machinery)
 * cost more of the dashboard's first load than the overview itself (docs/decisions/034-portal-first-load.md).
 */
const toolbar = (theme: Theme) => ({
  ...theme.mixins.toolbar,
  display: 'flex',
  position: 'relative' as const,
  alignItems: 'center',
  px: { xs: 2, sm: 3 },
});

const initials = (user: User) =>
  (user.firstName || user.lastName
    ? `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`
    : user.username.slice(0, 2)
  ).toUpperCase();

/** The number of conversations with a message not yet read, beside Messages. */
function UnreadBadge() {
  const { data } = useUnreadCount();
  if (!data?.count) return null;
  return (
    <Chip
      size="small"
      color="primary"
      label={data.count}
      aria-label={`${data.count} unread`}
      sx={{ height: 20, minWidth: 20, fontWeight: 700 }}
    />
  );
}

function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const logout = useLogout();
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <Box component="nav" aria-label="Dashboard" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        component="ul"
        className="MuiList-root"
        sx={{ listStyle: 'none', m: 0, px: 0, py: 1, position: 'relative', flex: 1 }}
      >
        {SIDEBAR_LINKS.map((link) => (
          // Each link in its own <li>: a <ul> may hold only list items.
          <SidebarLink
            key={link.to}
            to={link.to}
            label={link.label}
            current={link.to === '/dashboard' ? pathname === '/dashboard' : pathname.startsWith(link.to)}
            onClick={onNavigate}
            // The page's code starts loading while the pointer is on its way to the click.
            onIntent={() => prefetchDashboardPath(link.to)}
          >
            {link.to === '/dashboard/messages' && <UnreadBadge />}
          </SidebarLink>
        ))}
      </Box>
      <Box
        component="hr"
        className="MuiDivider-root"
        sx={{
          m: 0,
          flexShrink: 0,
          borderWidth: 0,
          borderStyle: 'solid',
          borderColor: 'divider',
          borderBottomWidth: 'thin',
        }}
      />
      <Box sx={{ p: 2 }}>
        <Button
          fullWidth
          variant="outlined"
          color="error"
          startIcon={<LogoutIcon />}
          disabled={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, {
              onSuccess: () => {
                toast({ title: 'Logged out', description: 'You have been logged out successfully' });
                navigate('/auth');
              },
              onError: (error) =>
                toast({
                  title: 'Logout failed',
                  description: errorMessage(error, 'Please try again.'),
                  variant: 'destructive',
                }),
            })
          }
        >
          Logout
        </Button>
      </Box>
    </Box>
  );
}

export function DashboardLayout() {
  const { data: user } = useUser();
  const [open, setOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  useEffect(() => {
    const load = () => void PHONE_MENU.prefetch().catch(() => {});
    if (typeof requestIdleCallback !== 'function') {
      const id = setTimeout(load, 2000);
      return () => clearTimeout(id);
    }
    const id = requestIdleCallback(load, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }, []);
  if (!user) return null;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (t) => t.zIndex.drawer + 1 }}
      >
        <Box sx={(theme) => ({ ...toolbar(theme), gap: 1 })}>
          <IconButton
            edge="start"
            aria-label="Open menu"
            onClick={() => {
              setMenuWanted(true);
              setOpen(true);
            }}
            onPointerDown={() => void PHONE_MENU.prefetch().catch(() => {})}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            component="a"
            href="/"
            variant="h6"
            sx={{ flex: 1, fontWeight: 700, color: 'primary.main', textDecoration: 'none' }}
          >
            {FIRM.name}
          </Typography>
          <Typography sx={{ display: { xs: 'none', sm: 'block' } }}>{displayName(user)}</Typography>
          <Box
            className="MuiAvatar-root"
            aria-hidden="true"
            sx={{
              position: 'relative',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              flexShrink: 0,
              width: 36,
              height: 36,
              fontFamily: 'fontFamily',
              fontSize: 15,
              lineHeight: 1,
              borderRadius: '50%',
              overflow: 'hidden',
              userSelect: 'none',
              color: 'background.default',
              bgcolor: 'primary.main',
            }}
          >
            {initials(user)}
          </Box>
        </Box>
      </AppBar>
      {/* Mounted from the first time the menu opens: its code is fetched when idle or on touch. */}
      {menuWanted && (
        <Suspense fallback={null}>
          <PHONE_MENU.Page open={open} width={SIDEBAR_WIDTH} onClose={() => setOpen(false)}>
            <Sidebar onNavigate={() => setOpen(false)} />
          </PHONE_MENU.Page>
        </Suspense>
      )}
      <Box
        className="MuiDrawer-root MuiDrawer-docked"
        sx={{ display: { xs: 'none', md: 'block' }, width: SIDEBAR_WIDTH, flexShrink: 0 }}
      >
        <Box
          className="MuiPaper-root MuiDrawer-paper"
          sx={(theme) => ({
            width: SIDEBAR_WIDTH,
            overflowY: 'auto',
            display: 'flex',
            flexDirection: 'column',
            height: '100%',
            flex: '1 0 auto',
            zIndex: theme.zIndex.drawer,
            position: 'fixed',
            top: 0,
            left: 0,
            outline: 0,
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderRight: `1px solid ${theme.palette.divider}`,
          })}
        >
          <Box sx={toolbar} />
          <Sidebar onNavigate={() => {}} />
        </Box>
      </Box>
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 }, outline: 'none' }}>
        <Box sx={toolbar} />
        <VerifyEmailBanner />
        {/* The frame stays while a section's code arrives. */}
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
