/**
 * Messaging's data, for the portal and the backoffice alike: every query names its
 * own fetch (the backoffice has no default one) and invalidates through the
 * QueryClient it runs under.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { THREAD_REFRESH_MS } from '../../../domain/messages.ts';
import type { MessageThread, MessageThreadSummary } from '../../../domain/shapes/messages.ts';
import { ApiError, apiErrorFrom, apiRequest } from '../../lib/api-client.ts';

const BASE = '/api/messages';
const KEY = ['messages'] as const;

export const useThreads = (clientId?: string) =>
  useQuery({
    queryKey: [...KEY, 'threads', clientId ?? 'mine'],
    queryFn: () =>
      apiRequest<MessageThreadSummary[]>(
        'GET',
        `${BASE}/threads${clientId ? `?clientId=${encodeURIComponent(clientId)}` : ''}`,
      ),
  });

/** An open thread is read again every 15 s while the page is visible (react-query pauses hidden tabs). */
export const useThread = (id: string | null) =>
  useQuery({
    queryKey: [...KEY, 'thread', id],
    queryFn: () => apiRequest<MessageThread>('GET', `${BASE}/threads/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
    refetchInterval: THREAD_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

export const useUnreadCount = () =>
  useQuery({
    queryKey: [...KEY, 'unread-count'],
    queryFn: () => apiRequest<{ count: number }>('GET', `${BASE}/unread-count`),
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });

/** JSON, or multipart/form-data when files come along. */
async function send(path: string, fields: Record<string, string>, files: File[]): Promise<MessageThread> {
  let init: RequestInit;
  if (files.length) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files) form.append('files', file, file.name);
    init = { method: 'POST', credentials: 'include', body: form };
  } else {
    init = {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    };
  }
  const res = await fetch(path, init);
  const text = await res.text();
  if (!res.ok) throw apiErrorFrom(res.status, text, res.statusText);
  return JSON.parse(text) as MessageThread;
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return (thread: MessageThread) => {
    queryClient.setQueryData([...KEY, 'thread', thread.id], thread);
    return queryClient.invalidateQueries({ queryKey: [...KEY, 'threads'] });
  };
}

export function useSendMessage(threadId: string) {
  const done = useInvalidate();
  return useMutation({
    mutationFn: ({ body, files }: { body: string; files: File[] }) =>
      send(`${BASE}/threads/${encodeURIComponent(threadId)}/messages`, { body }, files),
    onSuccess: done,
  });
}

export function useStartThread() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: ({
      clientId,
      subject,
      body,
      files,
    }: {
      clientId?: string;
      subject: string;
      body: string;
      files: File[];
    }) => send(`${BASE}/threads`, { ...(clientId ? { clientId } : {}), subject, body }, files),
    onSuccess: done,
  });
}

export { ApiError };
