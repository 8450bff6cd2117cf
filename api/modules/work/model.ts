import { type } from 'arktype';
import { isCalendarDate } from '../../../domain/compliance/calendar-dates.ts';
import { DOCUMENT_CATEGORIES } from '../../../domain/enums.ts';
import { MESSAGE_MAX_CHARACTERS, SUBJECT_MAX_CHARACTERS } from '../../../domain/messages.ts';
import { JOB_STATUSES } from '../../../domain/work/work.ts';
import { requiredText } from '../../lib/validation.ts';

export const calendarDate = (message: string) =>
  type('string')
    .narrow((value, ctx) => isCalendarDate(value) || ctx.mustBe('a date (yyyy-MM-dd)'))
    .configure({ message });

const dueInDays = type('1 <= number.integer <= 90 | null').configure({
  message: 'Give the days until it is due (1 to 90), or none',
});

/** What entering a stage does (domain/work/automations.ts); each part optional. */
export const stageAutomations = type({
  '+': 'reject',
  'documentRequest?': type({
    '+': 'reject',
    documentType: type.enumerated(...DOCUMENT_CATEGORIES).configure({ message: 'Choose the type of document' }),
    description: requiredText('Describe the documents the client must upload', 2000),
    'dueInDays?': dueInDays,
  }),
  'message?': type({
    '+': 'reject',
    subject: requiredText('Give the message a subject', SUBJECT_MAX_CHARACTERS),
    body: requiredText('Write the message', MESSAGE_MAX_CHARACTERS),
  }),
  'tasks?': type({ '+': 'reject', title: requiredText('Name the task', 200), 'dueInDays?': dueInDays })
    .array()
    .atMostLength(20)
    .configure({ message: 'Give at most 20 tasks' }),
  'engagementLetter?': 'boolean',
  'awaitPayment?': 'boolean',
});

export const stageInput = type({
  '+': 'reject',
  'id?': 'string',
  name: requiredText('Name the stage', 100),
  clientLabel: requiredText('Say what the client reads for this stage', 200),
  'timeLimitDays?': type('1 <= number.integer <= 250 | null').configure({
    message: 'Give the time limit in business days (1 to 250), or none',
  }),
  'automations?': stageAutomations.or('null'),
});
export type StageInput = typeof stageInput.infer;

export const stagesInput = stageInput
  .array()
  .atLeastLength(1)
  .configure({ message: 'Give the pipeline at least one stage' });

export const jobView = type({
  id: 'string',
  clientId: 'string',
  pipelineId: 'string',
  stageId: 'string',
  status: type.enumerated(...JOB_STATUSES),
  assigneeId: 'string | null',
  dueDate: 'string',
  period: 'string',
  periodLabel: 'string',
  deadlineId: 'string | null',
});

export const moveBody = type({ '+': 'reject', stageId: type('string').configure({ message: 'Choose a stage' }) });
export const jobParams = type({ id: 'string' });

export const workloadRow = type({
  assigneeId: 'string | null',
  name: type('string').describe("the member of staff's name, or 'Unassigned'"),
  active: type('number.integer').describe('active and on-hold jobs'),
  dueThisWeek: type('number.integer').describe('of those, due from today to Sunday'),
  overdue: type('number.integer').describe('of those, due before today'),
});
export const workloadView = workloadRow.array();

export const clientJobsAnswer = type({
  jobs: type({
    id: 'string',
    title: type('string').describe("the service, e.g. 'VAT201 return'"),
    periodLabel: 'string',
    dueDate: 'string',
    status: "'active' | 'on_hold'",
    stageLabel: type('string').describe("where it stands, in the client's words ('Waiting for your documents')"),
    step: type('number.integer').describe('the stage, counted from 1'),
    steps: type('number.integer').describe("the pipeline's number of stages"),
    waitingOnYou: type('boolean').describe('the firm waits on something in toDo'),
  }).array(),
  toDo: type({
    kind: "'sign_letter' | 'upload_documents' | 'pay_invoice'",
    id: type('string').describe('the engagement letter, document request or payment'),
    title: 'string',
    detail: 'string | null',
    dueDate: 'string | null',
    link: type('string').describe('where in the portal to do it'),
    jobId: type('string | null').describe('the job whose stage asked for it, or null when staff asked outside a job'),
  }).array(),
});

/** When a pipeline's recurring jobs are made and due (decision 038); null: no recurring jobs. */
export const scheduleInput = type({
  '+': 'reject',
  every: type("'month'").configure({ message: "Choose how often the job recurs ('month')" }),
  createOnDay: type('1 <= number.integer <= 28').configure({
    message: 'Give the day of the month the job is made (1 to 28)',
  }),
  dueOnDay: type('1 <= number.integer <= 28').configure({
    message: 'Give the day of the month the job is due (1 to 28)',
  }),
});
