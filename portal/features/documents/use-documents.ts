import { useQuery } from '@tanstack/react-query';
import { documentCategoryLabel } from '../../../domain/labels.ts';

/** A document as GET /api/documents answers it (SPEC.md section 3). */
export interface ClientDocument {
  id: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  /** The file's address: /api/documents/{id}/file. */
  fileUrl: string;
  category: string;
  description: string | null;
  status: string;
  uploadedAt: string;
  lastModified: string | null;
  reviewedAt: string | null;
  reviewNotes: string | null;
}

/** A document request as GET /api/document-requests answers it; overdue once past its due date. */
export interface DocumentRequest {
  id: string;
  documentType: string;
  description: string;
  dueDate: string | null;
  status: string;
  fulfilledWith: string | null;
  createdAt: string;
}

export const DOCUMENTS_KEY = ['/api/documents'];
export const REQUESTS_KEY = ['/api/document-requests'];

// A failed load shows as an empty list (SPEC.md section 7).
const listOf = <T>(data: unknown) => (Array.isArray(data) ? (data as T[]) : []);

export function useClientDocuments() {
  const query = useQuery<ClientDocument[]>({ queryKey: DOCUMENTS_KEY });
  return { documents: listOf<ClientDocument>(query.data), isLoading: query.isLoading };
}

export function useDocumentRequestList() {
  const query = useQuery<DocumentRequest[]>({ queryKey: REQUESTS_KEY });
  return { requests: listOf<DocumentRequest>(query.data), isLoading: query.isLoading };
}

/** Pending and overdue requests are 'open'. */
export const isOpenRequest = (request: DocumentRequest) => request.status === 'pending' || request.status === 'overdue';

/** Case-insensitive over file name, category (as stored and as labelled) and description (SPEC.md section 5). */
export function matchesDocumentSearch(document: ClientDocument, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [
    document.fileName,
    document.category,
    documentCategoryLabel(document.category),
    document.description ?? '',
  ].some((text) => text.toLowerCase().includes(needle));
}

/** The file in a new tab (inline where the type allows), or as a download. */
export const viewUrl = (document: ClientDocument) => document.fileUrl;
export const downloadUrl = (document: ClientDocument) => `${document.fileUrl}?download=1`;
