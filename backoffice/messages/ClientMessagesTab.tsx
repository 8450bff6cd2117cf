import { useGetIdentity, useRecordContext } from 'react-admin';
// The panel the portal shows too (ui/messages): staff and client see one conversation the same way.
import { MessagesPanel } from '../../ui/messages/messages-panel.tsx';

/** The client page's Messages tab: this client's conversations, answer or start one. */
export function ClientMessagesTab() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  if (!record || !identity) return null;
  return <MessagesPanel viewerId={String(identity.id)} clientId={String(record.id)} />;
}
