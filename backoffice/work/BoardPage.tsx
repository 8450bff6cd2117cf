import {
  Alert,
  Box,
  Button,
  Chip,
  FormControl,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { type ReactNode, useMemo, useState } from 'react';
import { Title, useGetList, useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import { addDays } from '../../domain/compliance/calendar-dates.ts';
import { todayInSouthAfrica } from '../../domain/format.ts';
import { BOARD_PAGE_SIZE, endOfWeek } from '../../domain/work/work.ts';
import { JobCard } from './JobCard.tsx';
import { PipelineSchedule } from './PipelineSchedule.tsx';
import { useCardDrag } from './useCardDrag.ts';
import { completeJob, type Job, moveJob, type Pipeline } from './jobs.ts';

type Due = 'any' | 'week' | 'overdue';

/** A board holds this many open jobs at most; filters narrow a bigger pipeline. */

/**
 * /admin#/work/board/:pipelineId: a pipeline's open jobs in a column per stage. A card moves by
 * dragging it to another column, or from its 'Move to…' menu (keyboard, phone). Filters:
 * assignee, client, due this week, overdue, on hold. Each staff member sees their clients' jobs.
 */
export function BoardPage() {
  const { pipelineId } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const today = todayInSouthAfrica();
  const pipelines = useGetList<Pipeline>('pipelines', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const pipeline = pipelines.data?.find((p) => p.id === pipelineId) ?? pipelines.data?.[0];
  const [assigneeId, setAssigneeId] = useState('');
  const [client, setClient] = useState('');
  const [due, setDue] = useState<Due>('any');
  const [onHold, setOnHold] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const filter = {
    pipelineId: pipeline?.id,
    status: onHold ? 'on_hold' : ['active', 'on_hold'],
    ...(assigneeId ? { assigneeId } : {}),
    ...(due === 'week' ? { dueBefore: endOfWeek(today) } : due === 'overdue' ? { dueBefore: addDays(today, -1) } : {}),
  };
  // 'Show more' loads another page; another pipeline or filter starts again from one.
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ filterKey, pages: 1 });
  const pages = paging.filterKey === filterKey ? paging.pages : 1;
  const boardSize = pages * BOARD_PAGE_SIZE;
  const jobs = useGetList<Job>(
    'jobs',
    { filter, pagination: { page: 1, perPage: boardSize }, sort: { field: 'dueDate', order: 'ASC' } },
    { enabled: Boolean(pipeline) },
  );
  // The assignees offered are those of the pipeline's open jobs, whatever the other filters.
  const everyone = useGetList<Job>(
    'jobs',
    {
      filter: { pipelineId: pipeline?.id, status: ['active', 'on_hold'] },
      pagination: { page: 1, perPage: boardSize },
      sort: { field: 'dueDate', order: 'ASC' },
    },
    { enabled: Boolean(pipeline) },
  );
  const assignees = useMemo(() => {
    const names = new Map<string, string>();
    for (const job of everyone.data ?? []) if (job.assigneeId) names.set(job.assigneeId, job.assigneeName ?? '');
    return [...names].sort((a, b) => a[1].localeCompare(b[1]));
  }, [everyone.data]);
  const needle = client.trim().toLowerCase();
  const shown = (jobs.data ?? []).filter((job) => !needle || job.clientName.toLowerCase().includes(needle));

  const act = async (job: Job, label: string, call: () => Promise<unknown>) => {
    setBusy(job.id);
    try {
      await call();
      notify(`${job.clientName}, ${job.periodLabel}: ${label}`, { type: 'success' });
    } catch (error) {
      notify(`Could not move the job: ${(error as Error).message}`, { type: 'error' });
    } finally {
      setBusy(null);
      await Promise.all([jobs.refetch(), everyone.refetch()]);
    }
  };
  const move = (job: Job, stageId: string) => {
    if (stageId === job.stageId) return;
    const stage = pipeline?.stages.find((s) => s.id === stageId);
    void act(job, `moved to ${stage?.name}`, () => moveJob(job.id, stageId));
  };
  const complete = (job: Job) => void act(job, 'completed', () => completeJob(job.id));
  const { drag, start } = useCardDrag((jobId, stageId) => {
    const job = shown.find((j) => j.id === jobId);
    if (job) move(job, stageId);
  });

  if (pipelines.isPending) return <Title title="Work board" />;
  if (!pipeline) return <Alert severity="info">No pipelines yet: a manager makes them under Pipelines.</Alert>;
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={`Work board: ${pipeline.name}`} />
      <Tabs
        value={pipeline.id}
        onChange={(_event, id: string) => navigate(`/work/board/${id}`)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Pipelines"
        sx={{ mb: 2, width: 0, minWidth: '100%' }}
      >
        {(pipelines.data ?? []).map((p) => (
          <Tab key={p.id} value={p.id} label={p.name} />
        ))}
      </Tabs>
      <PipelineSchedule pipeline={pipeline} onSaved={() => void pipelines.refetch()} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        sx={{ gap: 1.5, mb: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      >
        <FormControl size="small" fullWidth={false} sx={{ width: { xs: '100%', sm: 220 } }}>
          <InputLabel id="board-assignee">Assignee</InputLabel>
          <Select
            labelId="board-assignee"
            label="Assignee"
            value={assigneeId}
            onChange={(event) => setAssigneeId(event.target.value)}
          >
            <MenuItem value="">Everyone</MenuItem>
            {assignees.map(([id, name]) => (
              <MenuItem key={id} value={id}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <TextField
          size="small"
          label="Client"
          fullWidth={false}
          value={client}
          onChange={(event) => setClient(event.target.value)}
          sx={{ width: { xs: '100%', sm: 220 } }}
        />
        <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip
            label="Due this week"
            color={due === 'week' ? 'primary' : 'default'}
            onClick={() => setDue(due === 'week' ? 'any' : 'week')}
            aria-pressed={due === 'week'}
          />
          <Chip
            label="Overdue"
            color={due === 'overdue' ? 'error' : 'default'}
            onClick={() => setDue(due === 'overdue' ? 'any' : 'overdue')}
            aria-pressed={due === 'overdue'}
          />
          <Chip
            label="On hold"
            color={onHold ? 'primary' : 'default'}
            onClick={() => setOnHold(!onHold)}
            aria-pressed={onHold}
          />
        </Stack>
      </Stack>
      {jobs.isError && <Alert severity="error">The jobs could not be loaded.</Alert>}
      {(jobs.total ?? 0) > boardSize && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => setPaging({ filterKey, pages: pages + 1 })}
              disabled={jobs.isFetching}
            >
              Show more
            </Button>
          }
        >
          Showing the {boardSize} soonest due of {jobs.total} jobs: narrow them with the filters, or show more.
        </Alert>
      )}
      {/* Focusable: on a phone the columns scroll sideways, and a keyboard must be able to scroll them too. */}
      <Box
        role="group"
        aria-label={`Stages of ${pipeline.name}`}
        tabIndex={0}
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '85%', sm: 'minmax(190px, 1fr)' },
          gap: 1.5,
          // Its own horizontal scroll, never the page's (the house's trick for wide content in the layout).
          width: 0,
          minWidth: '100%',
          overflowX: 'auto',
          pb: 1,
          scrollSnapType: { xs: 'x mandatory', sm: 'none' },
        }}
      >
        {pipeline.stages.map((stage) => (
          <StageColumn
            key={stage.id}
            stageId={stage.id}
            name={stage.name}
            clientLabel={stage.clientLabel}
            jobs={shown.filter((job) => job.stageId === stage.id)}
            over={drag?.overStageId === stage.id}
            renderJob={(job) => (
              <JobCard
                key={job.id}
                job={job}
                stages={pipeline.stages}
                today={today}
                busy={busy === job.id}
                onMove={move}
                onComplete={complete}
                onPointerDown={(event) => start(job.id, event)}
                offset={drag?.jobId === job.id ? drag : null}
              />
            )}
          />
        ))}
      </Box>
    </Box>
  );
}

function StageColumn(props: {
  stageId: string;
  name: string;
  clientLabel: string;
  jobs: Job[];
  over: boolean;
  renderJob: (job: Job) => ReactNode;
}) {
  const { over } = props;
  return (
    <Paper
      component="section"
      aria-label={props.name}
      variant="outlined"
      data-stage-id={props.stageId}
      sx={{
        p: 1,
        bgcolor: over ? 'action.hover' : 'grey.50',
        borderColor: over ? 'primary.main' : 'divider',
        minHeight: 240,
        scrollSnapAlign: 'start',
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 0.5 }}>
        <Typography component="h2" sx={{ fontWeight: 600 }}>
          {props.name}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {props.jobs.length}
        </Typography>
      </Stack>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mb: 1 }}>
        Client sees: {props.clientLabel}
      </Typography>
      <Stack spacing={1}>{props.jobs.map(props.renderJob)}</Stack>
    </Paper>
  );
}
