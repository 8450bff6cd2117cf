import { Box, Chip, Typography } from '@mui/material';
import { formatShortDay, yearOf } from '../../domain/compliance/calendar-dates.ts';
import { type Deadline, isOverdue, whenText } from '../lib/use-deadlines.ts';

/** One due date: what, for which period, when, how long is left (overdue in red, Done) and why it moved. */
export function DeadlineItem({ deadline, today }: { deadline: Deadline; today: string }) {
  // An optional payment (the IRP6 top-up) that passed is not overdue: nothing was owed; nor is a date from
  // before the firm looked after the client.
  const overdue = isOverdue(deadline, today);
  const quiet = deadline.beforeTrackedFrom && deadline.status === 'open';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'flex-start',
        p: 1.5,
        border: 1,
        borderColor: overdue ? 'error.main' : 'divider',
        borderRadius: 2,
        ...(quiet ? { bgcolor: 'action.hover', color: 'text.secondary' } : {}),
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: quiet ? 400 : 600 }}>{deadline.obligationLabel}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {deadline.periodLabel}
        </Typography>
        {deadline.moveReason && (
          <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            {deadline.moveReason}
          </Typography>
        )}
      </Box>
      <Box sx={{ textAlign: { xs: 'left', sm: 'right' }, flex: '0 0 auto' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {formatShortDay(deadline.dueDate)} {yearOf(deadline.dueDate)}
        </Typography>
        {deadline.status === 'done' ? (
          <Chip label="Done" color="success" size="small" />
        ) : (
          <Typography
            variant="body2"
            sx={{ color: overdue ? 'error.main' : 'text.secondary', fontWeight: overdue ? 700 : 400 }}
          >
            {whenText(deadline, today)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
