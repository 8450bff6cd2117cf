import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { visuallyHidden } from '../visually-hidden.ts';
import { formatDate } from '../../domain/format.ts';
import type { MessageThreadSummary } from '../../domain/shapes/messages.ts';

/** The conversations: subject, the last message's start, when; unread ones in bold. */
export function ThreadList({
  threads,
  openId,
  onOpen,
}: {
  threads: MessageThreadSummary[];
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  return (
    <Box component="nav" aria-label="Conversations" sx={{ display: 'grid', gap: 1 }}>
      {threads.map((thread) => {
        const weight = thread.unread ? 700 : 400;
        return (
          <Card
            key={thread.id}
            variant="outlined"
            sx={{ borderColor: thread.id === openId ? 'primary.main' : undefined }}
          >
            <CardActionArea onClick={() => onOpen(thread.id)} aria-current={thread.id === openId ? 'true' : undefined}>
              <CardContent sx={{ py: 1.5 }}>
                <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}>
                  <Typography sx={{ fontWeight: weight, overflowWrap: 'anywhere' }}>
                    {thread.unread && (
                      <Box component="span" sx={visuallyHidden}>
                        Unread:{' '}
                      </Box>
                    )}
                    {thread.subject}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                    {formatDate(thread.lastMessageAt, 'short')}
                  </Typography>
                </Box>
                <Typography
                  variant="body2"
                  sx={{
                    color: 'text.secondary',
                    fontWeight: weight,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {thread.lastSenderName ? `${thread.lastSenderName}: ` : ''}
                  {thread.lastMessagePreview || 'Files attached'}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
