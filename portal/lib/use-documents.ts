import { useQuery } from '@tanstack/react-query';
import { documentCategoryLabel } from '../../domain/labels.ts';
import type { ClientDocument, DocumentRequest } from '../../domain/shapes/documents.ts';

export type { ClientDocument, DocumentRequest };

export const DOCUMENTS_KEY = ['/api/documents'];
export const REQUESTS_KEY = ['/api/document-requests'];

// A failed load shows as an empty list.
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

/** Case-insensitive over file name, category (as stored and as labelled) and description (docs/product/business-rules.md#searches). */
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
