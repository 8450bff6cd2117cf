import MailIcon from '@mui/icons-material/MarkEmailUnread';
import { Typography } from '@mui/material';
import { CardWithIcon } from './CardWithIcon.tsx';
import { useDashboardStats } from './useDashboardStats.ts';

const unread = encodeURIComponent(JSON.stringify({ isRead: false }));

export function NewEnquiries() {
  const { data } = useDashboardStats();
  const enquiries = data?.newEnquiries;
  return (
    <CardWithIcon
      icon={MailIcon}
      title="New enquiries"
      value={enquiries?.total}
      to={`#/contact-submissions?filter=${unread}`}
    >
      {enquiries && (
        <Typography variant="body2" color="text.secondary">
          {enquiries.contact} contact · {enquiries.waitlist} waitlist · {enquiries.quotes} quotes
        </Typography>
      )}
    </CardWithIcon>
  );
}
