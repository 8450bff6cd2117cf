import { useQuery } from '@tanstack/react-query';

/** A job as GET /api/jobs answers it (api/modules/work/model.ts). */
export interface ClientJob {
  id: string;
  title: string;
  periodLabel: string;
  dueDate: string;
  status: 'active' | 'on_hold';
  /** Where it stands, in the client's words. */
  stageLabel: string;
  step: number;
  steps: number;
  waitingOnYou: boolean;
}

/** Something only the client can do: sign a letter, upload documents, pay an invoice a job waits on. */
export interface ClientToDo {
  kind: 'sign_letter' | 'upload_documents' | 'pay_invoice';
  id: string;
  title: string;
  detail: string | null;
  dueDate: string | null;
  /** Where in the portal to do it. */
  link: string;
}

export interface JobsAnswer {
  jobs: ClientJob[];
  toDo: ClientToDo[];
}

export const useJobs = () => useQuery<JobsAnswer>({ queryKey: ['/api/jobs'] });
