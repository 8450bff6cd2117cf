import { Card, CardContent, Link, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { addDays, addMonths } from '../../../domain/compliance/calendar-dates.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { DeadlineItem } from '../../components/deadline-item.tsx';
import { isBeforeOurTime, useDeadlines } from '../../lib/use-deadlines.ts';

const SHOWN = 5;
const WITHIN_DAYS = 60;

/** The next five due dates within 60 days, overdue ones first; what is missing to work out the rest. */
export function UpcomingDeadlinesCard() {
  const today = todayInSouthAfrica();
  // A month back, so what is overdue and not done still shows.
  const { data, isLoading } = useDeadlines(addMonths(today, -1), addDays(today, WITHIN_DAYS));
  // Overdue ones not done yet, then what is coming (done or not); never a date from before we looked after them.
  const shown = (data?.deadlines ?? [])
    .filter((d) => !isBeforeOurTime(d) && (d.status === 'open' || d.dueDate >= today))
    .slice(0, SHOWN);
  return (
    <Card component="section" aria-labelledby="upcoming-deadlines-heading" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="upcoming-deadlines-heading" variant="h6" component="h2">
          Upcoming deadlines
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          SARS and CIPC dates for the next {WITHIN_DAYS} days, each on a business day
        </Typography>
        {isLoading ? (
          <Skeleton variant="rounded" height={72} />
        ) : shown.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>
            {data?.notices[0] ?? 'Nothing is due in the next 60 days'}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {shown.map((deadline) => (
              <DeadlineItem key={deadline.id} deadline={deadline} today={today} />
            ))}
          </Stack>
        )}
        <Link component={RouterLink} to="/dashboard/deadlines" sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}>
          View calendar
        </Link>
      </CardContent>
    </Card>
  );
}
