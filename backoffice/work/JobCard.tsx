import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Divider,
  IconButton,
  Link,
  ListSubheader,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import { type PointerEvent, useId, useState } from 'react';
import { formatDate } from '../../domain/format.ts';
import { waitingLabel } from '../../domain/work/automations.ts';
import { daysUntil, type Job, type Stage } from './jobs.ts';

/**
 * One job on the board: client, period, assignee, due date (red once overdue), chips when
 * the firm waits on the client or the job is on hold. Dragged with the mouse; the 'Move to…'
 * menu does the same from the keyboard (and on a phone, where dragging is awkward).
 */
export function JobCard(props: {
  job: Job;
  stages: Stage[];
  today: string;
  busy: boolean;
  onMove: (job: Job, stageId: string) => void;
  onComplete: (job: Job) => void;
  onPointerDown: (event: PointerEvent) => void;
  /** While dragged: how far from its place. */
  offset: { dx: number; dy: number } | null;
}) {
  const { job, stages, today } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const days = daysUntil(job.dueDate, today);
  const overdue = days < 0;
  return (
    <Card
      variant="outlined"
      onPointerDown={props.busy ? undefined : props.onPointerDown}
      aria-label={`${job.clientName}, ${job.periodLabel}`}
      aria-busy={props.busy}
      sx={{
        cursor: props.offset ? 'grabbing' : 'grab',
        userSelect: 'none',
        borderLeft: 4,
        borderLeftColor: overdue ? 'error.main' : 'divider',
        opacity: props.busy ? 0.6 : 1,
        ...(props.offset && {
          transform: `translate(${props.offset.dx}px, ${props.offset.dy}px) rotate(1deg)`,
          // The column under the pointer, not this card, is what elementFromPoint must find.
          pointerEvents: 'none',
          position: 'relative',
          zIndex: 10,
          boxShadow: 6,
        }),
      }}
    >
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Link
              href={`#/clients/${encodeURIComponent(job.clientId)}/show/jobs`}
              underline="hover"
              sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
            >
              {job.clientName}
            </Link>
            <Typography variant="body2">{job.periodLabel}</Typography>
          </Box>
          <IconButton
            size="small"
            aria-label={`Move ${job.clientName}, ${job.periodLabel} to…`}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            disabled={props.busy}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {job.assigneeName ?? 'Unassigned'}
        </Typography>
        <Typography
          variant="body2"
          sx={{ color: overdue ? 'error.main' : 'text.secondary', fontWeight: overdue ? 600 : undefined }}
        >
          Due {formatDate(job.dueDate)}
          {overdue ? ` · overdue by ${-days} day${days === -1 ? '' : 's'}` : days === 0 ? ' · today' : ''}
        </Typography>
        {(job.waitingOnClient || job.status === 'on_hold') && (
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {job.waitingOnClient && (
              <Chip size="small" color="warning" variant="outlined" label={waitingLabel(job.waitingOn)} />
            )}
            {job.status === 'on_hold' && (
              <Chip size="small" label="On hold" title={job.holdReason ?? undefined} variant="outlined" />
            )}
          </Stack>
        )}
      </CardContent>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <ListSubheader sx={{ lineHeight: 2.5 }}>Move to…</ListSubheader>
        {stages
          .filter((stage) => stage.id !== job.stageId)
          .map((stage) => (
            <MenuItem
              key={stage.id}
              onClick={() => {
                setAnchor(null);
                props.onMove(job, stage.id);
              }}
            >
              {stage.name}
            </MenuItem>
          ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            props.onComplete(job);
          }}
        >
          Complete the job
        </MenuItem>
      </Menu>
    </Card>
  );
}
