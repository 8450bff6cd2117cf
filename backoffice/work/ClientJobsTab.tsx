import { Chip, Typography } from '@mui/material';
import { Datagrid, FunctionField, Pagination, ReferenceManyField, TextField } from 'react-admin';
import { formatDate, todayInSouthAfrica } from '../../domain/format.ts';
import { JOB_STATUS_LABELS } from '../../domain/work/work.ts';
import { daysUntil, type Job } from './jobs.ts';

/** The client's page tab (clients/extraTabs.tsx): their jobs by due date, overdue ones in red. */
export function ClientJobsTab() {
  const today = todayInSouthAfrica();
  return (
    <ReferenceManyField
      reference="jobs"
      target="clientId"
      sort={{ field: 'dueDate', order: 'ASC' }}
      filter={{ status: ['active', 'on_hold', 'completed'] }}
      pagination={<Pagination />}
      perPage={10}
      empty={<Typography variant="body2">No jobs for this client yet.</Typography>}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="pipelineName" label="Work" sortable={false} />
        <TextField source="periodLabel" label="Period" sortable={false} />
        <TextField source="stageName" label="Stage" sortable={false} />
        <TextField source="assigneeName" label="Assignee" sortable={false} emptyText="Unassigned" />
        <FunctionField<Job>
          source="dueDate"
          label="Due"
          render={(job) => {
            const late = job.status !== 'completed' && daysUntil(job.dueDate, today) < 0;
            return (
              <Typography variant="body2" component="span" sx={{ color: late ? 'error.main' : undefined }}>
                {formatDate(job.dueDate, 'short')}
                {late ? ' (overdue)' : ''}
              </Typography>
            );
          }}
        />
        <FunctionField<Job>
          label="Status"
          render={(job) => (
            <Chip
              size="small"
              variant="outlined"
              color={job.status === 'completed' ? 'success' : 'default'}
              label={JOB_STATUS_LABELS[job.status]}
            />
          )}
        />
      </Datagrid>
    </ReferenceManyField>
  );
}
