/**
 * Messaging's data, for the portal and the backoffice alike: every call goes through
 * the client the app provides (useApiClient), every query names its own fetch (the
 * backoffice has no default one) and invalidates through the QueryClient it runs under.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { THREAD_REFRESH_MS } from '../../domain/messages.ts';
import type { MessageThread, MessageThreadSummary } from '../../domain/shapes/messages.ts';
import { type ApiClient, useApiClient } from '../api-client.tsx';

const BASE = '/api/messages';
const KEY = ['messages'] as const;

export const useThreads = (clientId?: string) => {
  const api = useApiClient();
  return useQuery({
    queryKey: [...KEY, 'threads', clientId ?? 'mine'],
    queryFn: () =>
      api.request<MessageThreadSummary[]>(
        'GET',
        `${BASE}/threads${clientId ? `?clientId=${encodeURIComponent(clientId)}` : ''}`,
      ),
  });
};

/** An open thread is read again every 15 s while the page is visible (react-query pauses hidden tabs). */
export const useThread = (id: string | null) => {
  const api = useApiClient();
  return useQuery({
    queryKey: [...KEY, 'thread', id],
    queryFn: () => api.request<MessageThread>('GET', `${BASE}/threads/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
    refetchInterval: THREAD_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
};

export const useUnreadCount = () => {
  const api = useApiClient();
  return useQuery({
    queryKey: [...KEY, 'unread-count'],
    queryFn: () => api.request<{ count: number }>('GET', `${BASE}/unread-count`),
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });
};

/** JSON, or multipart/form-data when files come along. */
function send(api: ApiClient, path: string, fields: Record<string, string>, files: File[]): Promise<MessageThread> {
  if (!files.length) return api.request<MessageThread>('POST', path, fields);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', file, file.name);
  return api.request<MessageThread>('POST', path, form);
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return (thread: MessageThread) => {
    queryClient.setQueryData([...KEY, 'thread', thread.id], thread);
    return queryClient.invalidateQueries({ queryKey: [...KEY, 'threads'] });
  };
}

export function useSendMessage(threadId: string) {
  const api = useApiClient();
  const done = useInvalidate();
  return useMutation({
    mutationFn: ({ body, files }: { body: string; files: File[] }) =>
      send(api, `${BASE}/threads/${encodeURIComponent(threadId)}/messages`, { body }, files),
    onSuccess: done,
  });
}

export function useStartThread() {
  const api = useApiClient();
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
    }) => send(api, `${BASE}/threads`, { ...(clientId ? { clientId } : {}), subject, body }, files),
    onSuccess: done,
  });
}
