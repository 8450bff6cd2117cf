/**
 * The messaging answers (GET /api/messages/…), defined once:
 * api/modules/messages/model.ts checks its schemas against these and the
 * portal and backoffice import them. Dates are ISO strings.
 */
export interface MessageThreadSummary {
  id: string;
  clientId: string;
  subject: string;
  lastMessageAt: string;
  /** The last message's first characters ('' when it was only files). */
  lastMessagePreview: string;
  lastSenderName: string | null;
  /** A message from someone else arrived after I last read the thread. */
  unread: boolean;
}

export interface MessageAttachment {
  id: string;
  fileName: string;
  fileType: string;
  /** Bytes. */
  fileSize: number;
}

export interface ThreadMessage {
  id: string;
  senderId: string | null;
  /** The sender's name; 'Former user' once their account is gone. */
  senderName: string;
  /** Whether the sender is the client or someone at the firm. */
  fromFirm: boolean;
  body: string;
  createdAt: string;
  attachments: MessageAttachment[];
}

export interface MessageThread {
  id: string;
  clientId: string;
  subject: string;
  messages: ThreadMessage[];
}
