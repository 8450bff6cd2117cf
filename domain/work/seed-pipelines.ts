/**
 * The pipelines the firm starts with, one per service the packages sell (drizzle/0019_seed_pipelines.sql
 * holds the same rows, with these ids). Stages: [name, client-facing label, business-day limit or null].
 */
import type { WorkService } from './work.ts';

type Stage = readonly [name: string, clientLabel: string, timeLimitDays: number | null];
export interface SeedPipeline {
  id: string;
  name: string;
  service: WorkService;
  stages: readonly Stage[];
}

const filing = (documents: string, submit: string): Stage[] => [
  ['Collect documents', documents, 5],
  ['Prepare', 'We are preparing it', 3],
  ['Review', 'We are checking it', 2],
  [submit, 'Being submitted', 1],
  ['Done', 'Submitted', null],
];

export const SEED_PIPELINES: readonly SeedPipeline[] = [
  {
    id: 'pl-bookkeeping',
    name: 'Monthly bookkeeping',
    service: 'BOOKKEEPING',
    stages: [
      ['Collect statements', 'Waiting for your bank statements and slips', 5],
      ['Capture', 'We are capturing your transactions', 5],
      ['Reconcile', 'We are reconciling your accounts', 3],
      ['Review', 'We are checking your books', 2],
      ['Done', 'Your books are up to date', null],
    ],
  },
  {
    id: 'pl-vat201',
    name: 'VAT201 return',
    service: 'VAT201',
    stages: filing('Waiting for your documents', 'Submit to SARS'),
  },
  {
    id: 'pl-emp201',
    name: 'EMP201 return',
    service: 'EMP201',
    stages: filing('Waiting for your payroll figures', 'Submit to SARS'),
  },
  {
    id: 'pl-emp501',
    name: 'EMP501 reconciliation',
    service: 'EMP501',
    stages: filing('Waiting for your payroll records', 'Submit to SARS'),
  },
  {
    id: 'pl-irp6',
    name: 'Provisional tax (IRP6)',
    service: 'IRP6',
    stages: filing('Waiting for your latest figures', 'Submit to SARS'),
  },
  {
    id: 'pl-itr14',
    name: 'Company income tax (ITR14)',
    service: 'ITR14',
    stages: filing('Waiting for your year-end documents', 'Submit to SARS'),
  },
  {
    id: 'pl-cipc-ar',
    name: 'CIPC annual return',
    service: 'CIPC_AR',
    stages: filing('Waiting for your company details', 'File with CIPC'),
  },
  {
    id: 'pl-bo',
    name: 'Beneficial ownership',
    service: 'BO',
    stages: filing('Waiting for your shareholder details', 'File with CIPC'),
  },
];
