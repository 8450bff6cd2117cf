import type { DocumentCategory, DocumentStatus, RequestStatus } from '../enums.ts';

/**
 * The documents answers (GET /api/documents, /api/document-requests; docs/product/data-model.md#documents),
 * defined once: api/modules/documents/model.ts checks its schemas against these at
 * compile time and the portal imports them. Dates are ISO strings.
 */
export interface ClientDocument {
  id: string;
  userId: string;
  fileName: string;
  fileType: string;
  /** Bytes. */
  fileSize: number;
  /** The file's address: /api/documents/{id}/file. */
  fileUrl: string;
  category: DocumentCategory;
  description: string | null;
  status: DocumentStatus;
  uploadedAt: string;
  lastModified: string | null;
  reviewedAt: string | null;
  reviewNotes: string | null;
  /** The last day the firm must keep it (yyyy-MM-dd), or null when no retention clock holds it. */
  keepUntil: string | null;
  /** The retention rule holding it longest (an id of /api/admin/retention-rules), or null. */
  retentionRule: string | null;
}

/** A document request; overdue once past its due date while still open. */
export interface DocumentRequest {
  id: string;
  clientId: string;
  /** A document category, or a type staff wrote themselves. */
  documentType: string;
  description: string;
  dueDate: string | null;
  status: RequestStatus;
  /** The id of the document that fulfilled it. */
  fulfilledWith: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number;
}
