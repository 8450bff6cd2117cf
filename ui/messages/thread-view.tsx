import { Alert, Box, Divider, Link, Paper, Stack, Typography } from '@mui/material';
import { formatDate, formatFileSize, formatTime } from '../../domain/format.ts';
import type { MessageThread, ThreadMessage } from '../../domain/shapes/messages.ts';
import { Spinner } from '../spinner.tsx';
import { ComposeBox } from './compose-box.tsx';
import { MessageText } from './message-text.tsx';
import { useSendMessage, useThread } from './use-messages.ts';

const time = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)}`;

/** `mine`: written by the person looking (shown on the right, tinted). */
function MessageItem({ message, mine }: { message: ThreadMessage; mine: boolean }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        variant="outlined"
        component="article"
        aria-label={`Message from ${message.senderName}`}
        sx={{ p: 1.5, maxWidth: { xs: '92%', sm: '80%' }, bgcolor: mine ? 'action.hover' : 'background.paper' }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {message.senderName}
          {message.fromFirm ? '' : ' (client)'}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {time(message.createdAt)}
        </Typography>
        {message.body && (
          <Box sx={{ mt: 0.5 }}>
            <MessageText body={message.body} />
          </Box>
        )}
        {message.attachments.length > 0 && (
          <Stack component="ul" aria-label="Attachments" sx={{ p: 0, m: 0, mt: 1 }} spacing={0.5}>
            {message.attachments.map((file) => (
              <Box component="li" key={file.id} sx={{ listStyle: 'none' }}>
                <Link href={`/api/messages/attachments/${encodeURIComponent(file.id)}`} target="_blank" rel="noopener">
                  {file.fileName}
                </Link>{' '}
                <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                  ({formatFileSize(file.fileSize)})
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}

/** One conversation: every message, oldest first, and the box to answer. */
export function ThreadView({ id, viewerId }: { id: string; viewerId: string }) {
  const { data: thread, isLoading, isError } = useThread(id);
  const send = useSendMessage(id);
  if (isLoading) return <Spinner label="Loading the conversation" />;
  if (isError || !thread)
    return <Alert severity="error">The conversation could not be loaded. Please try again later.</Alert>;
  return <LoadedThread thread={thread} viewerId={viewerId} send={send} />;
}

function LoadedThread({
  thread,
  viewerId,
  send,
}: {
  thread: MessageThread;
  viewerId: string;
  send: ReturnType<typeof useSendMessage>;
}) {
  return (
    <Paper component="section" aria-labelledby="thread-subject" sx={{ p: 2 }}>
      <Typography id="thread-subject" variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {thread.subject}
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ p: 0, my: 2 }} aria-label="Messages">
        {thread.messages.map((message) => (
          <MessageItem key={message.id} message={message} mine={message.senderId === viewerId} />
        ))}
      </Stack>
      <Divider sx={{ mb: 2 }} />
      <ComposeBox sending={send.isPending} label="Reply" onSend={(body, files) => send.mutateAsync({ body, files })} />
    </Paper>
  );
}
