import { Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useSearchParams } from 'react-router';
import { EmptyCard } from '../empty-card.tsx';
import { Spinner } from '../spinner.tsx';
import { NewThreadForm } from './new-thread-form.tsx';
import { ThreadList } from './thread-list.tsx';
import { ThreadView } from './thread-view.tsx';
import { useThreads } from './use-messages.ts';

const NEW = 'new';

/**
 * Conversations beside the open one (?thread=id, or ?thread=new to write one). On a
 * phone the list and the open thread take turns. The portal shows the client's own;
 * the backoffice's client page passes `clientId`.
 */
export function MessagesPanel({ viewerId, clientId }: { viewerId: string; clientId?: string }) {
  const { data: threads = [], isLoading } = useThreads(clientId);
  const [params, setParams] = useSearchParams();
  const open = params.get('thread');
  const choose = (thread: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (thread) next.set('thread', thread);
        else next.delete('thread');
        return next;
      },
      { replace: false },
    );

  const list = isLoading ? (
    <Spinner label="Loading conversations" />
  ) : threads.length === 0 ? (
    <EmptyCard
      title="No messages yet"
      message={clientId ? 'Write to the client with New message.' : 'Write to your accountant with New message.'}
    />
  ) : (
    <ThreadList threads={threads} openId={open} onOpen={choose} />
  );

  return (
    <Stack spacing={2}>
      <Box>
        <Button variant="contained" onClick={() => choose(NEW)} disabled={open === NEW}>
          New message
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '320px 1fr' }, alignItems: 'start' }}>
        <Box sx={{ display: { xs: open ? 'none' : 'block', md: 'block' } }}>{list}</Box>
        {open ? (
          <Box>
            <Button startIcon={<ArrowBackIcon />} onClick={() => choose(null)} sx={{ display: { md: 'none' }, mb: 1 }}>
              All conversations
            </Button>
            {open === NEW ? (
              <NewThreadForm clientId={clientId} onStarted={choose} />
            ) : (
              <ThreadView key={open} id={open} viewerId={viewerId} />
            )}
          </Box>
        ) : (
          threads.length > 0 && (
            <Typography sx={{ color: 'text.secondary', display: { xs: 'none', md: 'block' } }}>
              Choose a conversation to read it.
            </Typography>
          )
        )}
      </Box>
    </Stack>
  );
}
