import { Drawer, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The side menu as a sliding drawer over the page, for screens narrower than the permanent
 * sidebar's breakpoint. Its own chunk: the modal machinery under it (focus trap, backdrop, slide)
 * loads when the browser is idle or the menu button is touched, not before the dashboard paints.
 */
export function PhoneMenu({
  open,
  width,
  onClose,
  children,
}: {
  open: boolean;
  width: number;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width } }}
    >
      <Toolbar />
      {children}
    </Drawer>
  );
}
