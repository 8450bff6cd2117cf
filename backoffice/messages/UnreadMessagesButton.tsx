import MailIcon from '@mui/icons-material/EmailOutlined';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useGetList } from 'react-admin';

const REFRESH_MS = 60_000;
const UNREAD = encodeURIComponent(JSON.stringify({ unread: true }));

/** The app bar's envelope: conversations of my clients with a message I have not read; opens the unread inbox. */
export function UnreadMessagesButton() {
  const { total = 0 } = useGetList(
    'message-threads',
    { filter: { unread: true }, pagination: { page: 1, perPage: 1 }, sort: { field: 'lastMessageAt', order: 'DESC' } },
    { refetchInterval: REFRESH_MS },
  );
  const label = total === 1 ? '1 unread conversation' : `${total} unread conversations`;
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" href={`#/message-threads?filter=${UNREAD}`} aria-label={label}>
        <Badge badgeContent={total} color="warning" max={99}>
          <MailIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
