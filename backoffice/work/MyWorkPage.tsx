import {
  Alert,
  Box,
  Card,
  CardContent,
  Checkbox,
  Link,
  List as ItemList,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useGetIdentity, useGetList, useNotify } from 'react-admin';
import { formatDate, todayInSouthAfrica } from '../../domain/format.ts';
import { request } from '../api-client.ts';
import { daysUntil, type Job } from './jobs.ts';

interface Task {
  id: string;
  jobId: string;
  title: string;
  dueDate: string | null;
  doneAt: string | null;
}

/** When a job or task is due, in words; red once overdue. */
function Due({ day, today }: { day: string | null; today: string }) {
  if (!day) return <>No due date</>;
  const days = daysUntil(day, today);
  return (
    <Box component="span" sx={{ color: days < 0 ? 'error.main' : undefined, fontWeight: days < 0 ? 600 : undefined }}>
      Due {formatDate(day)}
      {days < 0 ? ` · overdue by ${-days} day${days === -1 ? '' : 's'}` : days === 0 ? ' · today' : ''}
    </Box>
  );
}

/** /admin#/work/mine: the signed-in person's open jobs and tasks, soonest due first. */
export function MyWorkPage() {
  const { identity } = useGetIdentity();
  const today = todayInSouthAfrica();
  const notify = useNotify();
  const me = identity?.id ? String(identity.id) : undefined;
  const jobs = useGetList<Job>(
    'jobs',
    {
      filter: { assigneeId: me, status: ['active', 'on_hold'] },
      pagination: { page: 1, perPage: 200 },
      sort: { field: 'dueDate', order: 'ASC' },
    },
    { enabled: Boolean(me) },
  );
  const tasks = useGetList<Task>(
    'job-tasks',
    {
      filter: { assigneeId: me, done: false },
      pagination: { page: 1, perPage: 200 },
      sort: { field: 'dueDate', order: 'ASC' },
    },
    { enabled: Boolean(me) },
  );
  const tick = async (task: Task) => {
    try {
      await request('PUT', `/api/admin/job-tasks/${encodeURIComponent(task.id)}`, { done: true });
      notify(`Done: ${task.title}`, { type: 'success' });
    } catch (error) {
      notify(`Could not tick it off: ${(error as Error).message}`, { type: 'error' });
    }
    await tasks.refetch();
  };
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 900 }}>
      <Title title="My work" />
      {(jobs.isError || tasks.isError) && <Alert severity="error">Your work could not be loaded.</Alert>}
      <Section
        title="My jobs"
        total={jobs.total}
        empty={jobs.data?.length === 0 ? 'No open jobs are assigned to you.' : null}
      >
        <ItemList dense>
          {(jobs.data ?? []).map((job) => (
            <ListItem key={job.id} divider disableGutters>
              <ListItemText
                primary={
                  <>
                    <Link href={`#/work/board/${encodeURIComponent(job.pipelineId)}`} underline="hover">
                      {job.pipelineName}, {job.periodLabel}
                    </Link>{' '}
                    for {job.clientName}
                  </>
                }
                secondary={
                  <>
                    {job.stageName}
                    {job.status === 'on_hold' ? ' (on hold)' : ''}
                    {job.waitingOnClient ? ' · waiting on the client' : ''} · <Due day={job.dueDate} today={today} />
                  </>
                }
              />
            </ListItem>
          ))}
        </ItemList>
      </Section>
      <Section
        title="My tasks"
        total={tasks.total}
        empty={tasks.data?.length === 0 ? 'No open tasks are assigned to you.' : null}
      >
        <ItemList dense>
          {(tasks.data ?? []).map((task) => (
            <ListItem key={task.id} divider disableGutters>
              <Checkbox
                edge="start"
                onChange={() => void tick(task)}
                slotProps={{ input: { 'aria-label': `Mark '${task.title}' done` } }}
              />
              <ListItemText primary={task.title} secondary={<Due day={task.dueDate} today={today} />} />
            </ListItem>
          ))}
        </ItemList>
      </Section>
    </Box>
  );
}

/** A card of My work: its heading with how many, and a line when there are none. */
function Section(props: { title: string; total: number | undefined; empty: string | null; children: ReactNode }) {
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {props.title} ({props.total ?? 0})
        </Typography>
        {props.empty && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {props.empty}
          </Typography>
        )}
        {props.children}
      </CardContent>
    </Card>
  );
}
