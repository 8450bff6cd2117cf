import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useGetList } from 'react-admin';

/** Polled, so a new assignment shows up without a reload. */
const REFRESH_MS = 60_000;

/** The app bar's bell: how many notifications addressed to me (or all staff) are unread. */
export function UnreadNotificationsButton() {
  const { total = 0 } = useGetList(
    'admin-notifications',
    { filter: { isRead: false }, pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' } },
    { refetchInterval: REFRESH_MS },
  );
  const label = total === 1 ? '1 unread notification' : `${total} unread notifications`;
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        // The backoffice routes in the URL's hash (/admin#/…).
        href={`#/admin-notifications?filter=${encodeURIComponent(JSON.stringify({ isRead: false }))}`}
        aria-label={label}
      >
        <Badge badgeContent={total} color="warning" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
