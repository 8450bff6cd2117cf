import { Box, Stack, Typography } from '@mui/material';
import { useUser } from '../../lib/use-user.ts';
import { MessagesPanel } from '../../../ui/messages/messages-panel.tsx';

/** /dashboard/messages: secure messages with the firm, kept with the client's records. */
export function MessagesPage() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Messages
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Write to your accountant and send files securely; every message stays with your records.
        </Typography>
      </Box>
      <MessagesPanel viewerId={user.id} />
    </Stack>
  );
}
