import { Box, ButtonBase, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

/**
 * One entry of the dashboard's side menu: the list item, link and text MUI's List, ListItem,
 * ListItemButton and ListItemText draw, with their rules (padding, selected and hover tints, the
 * ripple), on plain elements and ButtonBase, which the first load carries anyway.
 */
export function SidebarLink({
  to,
  label,
  current,
  onClick,
  onIntent,
  children,
}: {
  to: string;
  label: string;
  current: boolean;
  onClick: () => void;
  /** The pointer or focus is on its way: start loading the page. */
  onIntent: () => void;
  children?: ReactNode;
}) {
  return (
    <Box
      component="li"
      className="MuiListItem-root"
      sx={{
        display: 'flex',
        justifyContent: 'flex-start',
        alignItems: 'center',
        position: 'relative',
        width: '100%',
        boxSizing: 'border-box',
        textAlign: 'left',
      }}
    >
      <ButtonBase
        component={NavLink}
        to={to}
        end={to === '/dashboard'}
        aria-current={current ? 'page' : undefined}
        className={current ? 'MuiListItemButton-root Mui-selected' : 'MuiListItemButton-root'}
        onClick={onClick}
        onMouseEnter={onIntent}
        onFocus={onIntent}
        sx={(theme) => {
          const { primary, action } = theme.palette;
          return {
            display: 'flex',
            flexGrow: 1,
            justifyContent: 'flex-start',
            alignItems: 'center',
            position: 'relative',
            textDecoration: 'none',
            minWidth: 0,
            boxSizing: 'border-box',
            textAlign: 'left',
            py: 1,
            px: 2,
            transition: theme.transitions.create('background-color', {
              duration: theme.transitions.duration.shortest,
            }),
            '&:hover': {
              textDecoration: 'none',
              backgroundColor: action.hover,
              '@media (hover: none)': { backgroundColor: 'transparent' },
            },
            '&.Mui-selected': {
              backgroundColor: alpha(primary.main, action.selectedOpacity),
              '&.Mui-focusVisible': {
                backgroundColor: alpha(primary.main, action.selectedOpacity + action.focusOpacity),
              },
            },
            '&.Mui-selected:hover': {
              backgroundColor: alpha(primary.main, action.selectedOpacity + action.hoverOpacity),
              '@media (hover: none)': { backgroundColor: alpha(primary.main, action.selectedOpacity) },
            },
            '&.Mui-focusVisible': { backgroundColor: action.focus },
          };
        }}
      >
        <Box className="MuiListItemText-root" sx={{ flex: '1 1 auto', minWidth: 0, my: 0.5 }}>
          <Typography component="span" variant="body1" className="MuiListItemText-primary" sx={{ display: 'block' }}>
            {label}
          </Typography>
        </Box>
        {children}
      </ButtonBase>
    </Box>
  );
}
