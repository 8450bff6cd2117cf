/**
 * What a stage of a pipeline does by itself (decision 038, slice 5): on entering it, ask the
 * client for a document, send them a message, create tasks, send the package's engagement
 * letter, or wait for their open invoice. The items the client must do (a request, a letter,
 * a payment) are linked to the job; when all of a stage's are done the job moves on.
 */
export interface StageAutomations {
  documentRequest?: { documentType: string; description: string; dueInDays?: number | null };
  message?: { subject: string; body: string };
  tasks?: { title: string; dueInDays?: number | null }[];
  engagementLetter?: boolean;
  awaitPayment?: boolean;
}

export const JOB_ITEM_KINDS = ['document_request', 'engagement_letter', 'payment'] as const;
export type JobItemKind = (typeof JOB_ITEM_KINDS)[number];

export const JOB_ITEM_LABELS: Record<JobItemKind, string> = {
  document_request: 'Documents',
  engagement_letter: 'Engagement letter',
  payment: 'Payment',
};

/** Whether a stage has anything to do on entry (an empty object or all flags off is none). */
export function hasAutomations(automations: StageAutomations | null | undefined): automations is StageAutomations {
  if (!automations) return false;
  return Boolean(
    automations.documentRequest ||
      automations.message ||
      automations.tasks?.length ||
      automations.engagementLetter ||
      automations.awaitPayment,
  );
}

/** The board's chip: 'Waiting on client', with what for once the stage links items ('Waiting on client: documents, payment'). */
export function waitingLabel(kinds: readonly JobItemKind[] | undefined): string {
  if (!kinds?.length) return 'Waiting on client';
  const names = kinds.map((kind) => JOB_ITEM_LABELS[kind].toLowerCase());
  return `Waiting on client: ${names.join(', ')}`;
}

const days = (n: number | null | undefined) => (n ? `, due in ${n} day${n === 1 ? '' : 's'}` : '');

/** What entering a stage does, in a line per automation (the pipeline screens' summary). */
export function describeAutomations(automations: StageAutomations | null | undefined): string[] {
  if (!hasAutomations(automations)) return [];
  const lines: string[] = [];
  const { documentRequest, message, tasks, engagementLetter, awaitPayment } = automations;
  if (documentRequest) lines.push(`Asks the client for documents${days(documentRequest.dueInDays)}`);
  if (message) lines.push(`Sends the message '${message.subject}'`);
  if (tasks?.length) lines.push(`Creates ${tasks.length} task${tasks.length === 1 ? '' : 's'}`);
  if (engagementLetter) lines.push("Sends the package's engagement letter");
  if (awaitPayment) lines.push('Waits for the open invoice to be paid');
  return lines;
}
