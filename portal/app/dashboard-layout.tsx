import {
  AppBar,
  Avatar,
  Box,
  Button,
  Chip,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Toolbar,
  Typography,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import LogoutIcon from '@mui/icons-material/Logout';
import { Suspense, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
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

const SIDEBAR_WIDTH = 240;

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
      <List sx={{ flex: 1 }}>
        {SIDEBAR_LINKS.map((link) => {
          const current = link.to === '/dashboard' ? pathname === '/dashboard' : pathname.startsWith(link.to);
          // Each link in its own <li>: a <ul> may hold only list items.
          return (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.to}
                end={link.to === '/dashboard'}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
                // The page's code starts loading while the pointer is on its way to the click.
                onMouseEnter={() => prefetchDashboardPath(link.to)}
                onFocus={() => prefetchDashboardPath(link.to)}
              >
                <ListItemText primary={link.label} />
                {link.to === '/dashboard/messages' && <UnreadBadge />}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Divider />
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
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label="Open menu"
            onClick={() => setOpen(true)}
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
          <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: 15 }} aria-hidden="true">
            {initials(user)}
          </Avatar>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH } }}
      >
        <Toolbar />
        <Sidebar onNavigate={() => setOpen(false)} />
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH },
        }}
      >
        <Toolbar />
        <Sidebar onNavigate={() => {}} />
      </Drawer>
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 }, outline: 'none' }}>
        <Toolbar />
        <VerifyEmailBanner />
        {/* The frame stays while a section's code arrives. */}
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
