/** The work board's records as the backoffice reads them (GET /api/admin/jobs, /pipelines), and its calls. */
import type { JobItemKind, StageAutomations } from '../../domain/work/automations.ts';
import type { PipelineSchedule } from '../../domain/work/schedule.ts';
import { request } from '../api-client.ts';

export interface Stage {
  id: string;
  name: string;
  clientLabel: string;
  timeLimitDays: number | null;
  automations?: StageAutomations | null;
}

export interface Pipeline {
  id: string;
  name: string;
  service: string;
  stages: Stage[];
  /** Recurring jobs (bookkeeping): when each month's job is made and due. */
  schedule?: PipelineSchedule | null;
}

export interface Job {
  id: string;
  clientId: string;
  clientName: string;
  pipelineId: string;
  pipelineName: string;
  stageId: string;
  stageName: string;
  periodLabel: string;
  assigneeId: string | null;
  assigneeName: string | null;
  dueDate: string;
  status: 'active' | 'on_hold' | 'completed' | 'archived';
  holdReason: string | null;
  waitingOnClient: boolean;
  /** The client items of the job's current stage not yet done (stage automations). */
  waitingOn?: JobItemKind[];
}

export const moveJob = (jobId: string, stageId: string) =>
  request<Job>('POST', `/api/admin/jobs/${encodeURIComponent(jobId)}/move`, { stageId });

export const completeJob = (jobId: string) =>
  request<Job>('POST', `/api/admin/jobs/${encodeURIComponent(jobId)}/complete`);

/** Days from today to the due date: negative once overdue. */
export function daysUntil(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
