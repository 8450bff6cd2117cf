import { useMutation, useQuery } from '@tanstack/react-query';
import type { EngagementLetter, EngagementLetterSummary } from '../../domain/shapes/engagement.ts';
import { apiRequest } from './api-client.ts';
import { refetchAfterWrite } from './query-client.ts';

export const AGREEMENTS_PATH = '/api/engagement-letters';

export const useAgreements = () => useQuery<EngagementLetterSummary[]>({ queryKey: [AGREEMENTS_PATH] });

/** One letter; reading it records it as viewed, so it is read only when opened. */
export const useAgreement = (id: string | null) =>
  useQuery<EngagementLetter>({
    queryKey: [AGREEMENTS_PATH, id],
    queryFn: () => apiRequest<EngagementLetter>('GET', `${AGREEMENTS_PATH}/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
  });

/** Whether checkout waits for this package's letter (the firm requires one and none is signed), and the letter waiting. */
export const useLetterRequirement = (serviceId: string | undefined) =>
  useQuery<{ required: boolean; letterId: string | null }>({
    queryKey: [AGREEMENTS_PATH, 'requirement', serviceId],
    queryFn: () => apiRequest('GET', `${AGREEMENTS_PATH}/requirement?serviceId=${encodeURIComponent(serviceId ?? '')}`),
    enabled: serviceId !== undefined,
  });

/** The package's standard letter, sent to me now (or the one already waiting). */
export const useStandardLetter = () =>
  useMutation({
    mutationFn: (serviceId: string) =>
      apiRequest<EngagementLetter>('POST', `${AGREEMENTS_PATH}/standard`, { serviceId }),
    onSuccess: () => refetchAfterWrite(AGREEMENTS_PATH),
  });

export interface SignPayload {
  signerName: string;
  capacity: string | null;
  acceptTerms: boolean;
  popiaConsent: boolean;
  sha256: string;
}

// The signed PDF lands among the documents; the list and the letter change status.
const refetch = () => refetchAfterWrite(AGREEMENTS_PATH, '/api/documents');

export const useSignAgreement = () =>
  useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: SignPayload }) =>
      apiRequest<EngagementLetter>('POST', `${AGREEMENTS_PATH}/${encodeURIComponent(id)}/sign`, payload),
    onSuccess: refetch,
  });

export const useDeclineAgreement = () =>
  useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest<EngagementLetter>('POST', `${AGREEMENTS_PATH}/${encodeURIComponent(id)}/decline`, { reason }),
    onSuccess: refetch,
  });

export const STATUS_LABELS: Record<EngagementLetterSummary['status'], string> = {
  draft: 'Draft',
  sent: 'Waiting for your signature',
  signed: 'Signed',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  superseded: 'Replaced',
};
