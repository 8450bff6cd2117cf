/**
 * A client's requests under POPIA s24: correct what the firm holds about them, or
 * object to a use of it. Staff resolve each once: done, or refused with a reason the
 * client sees.
 */
export const CORRECTION_KINDS = ['correction', 'objection'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

export const CORRECTION_STATUSES = ['open', 'done', 'refused'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export const CORRECTION_KIND_LABELS: Record<CorrectionKind, string> = {
  correction: 'Correct my information',
  objection: 'Object to a use of my information',
};

export const CORRECTION_STATUS_LABELS: Record<CorrectionStatus, string> = {
  open: 'Waiting for the firm',
  done: 'Done',
  refused: 'Refused',
};
