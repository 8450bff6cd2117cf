import LockIcon from '@mui/icons-material/Lock';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useUserMenu } from 'react-admin';
import { Link } from 'react-router';

/** The user menu's way to the Security page. */
export function SecurityMenuItem() {
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to="/security" onClick={() => menu?.onClose()}>
      <ListItemIcon>
        <LockIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Security</ListItemText>
    </MenuItem>
  );
}
