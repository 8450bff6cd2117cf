import { Box, Chip, Typography } from '@mui/material';
import { formatDate } from '../../domain/format.ts';
import type { ClientJob } from '../lib/use-jobs.ts';

/** One piece of the firm's work for the client: what, for when, where it stands, and whether it waits on them. */
export function JobItem({ job }: { job: ClientJob }) {
  const label = `${job.title}, ${job.periodLabel}`;
  return (
    <Box
      component="li"
      aria-label={label}
      sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
        {job.waitingOnYou && <Chip size="small" color="warning" label="Waiting on you" />}
        {job.status === 'on_hold' && <Chip size="small" variant="outlined" label="Paused" />}
      </Box>
      <Typography variant="body2">{job.stageLabel}</Typography>
      {/* A plain bar rather than MUI's LinearProgress: the dashboard's first load carries this card. */}
      <Box
        role="progressbar"
        aria-label={`Step ${job.step} of ${job.steps}`}
        aria-valuemin={1}
        aria-valuemax={job.steps}
        aria-valuenow={job.step}
        sx={{ my: 1, height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}
      >
        <Box sx={{ height: '100%', width: `${(job.step / job.steps) * 100}%`, bgcolor: 'primary.main' }} />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Step {job.step} of {job.steps} · due {formatDate(job.dueDate)}
      </Typography>
    </Box>
  );
}
