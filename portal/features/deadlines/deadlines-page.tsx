import { Alert, Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { addMonths, formatMonth } from '../../../domain/compliance/calendar-dates.ts';
import { OBLIGATION_LABELS, OBLIGATIONS, type Obligation } from '../../../domain/compliance/rules.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { CalendarLinkCard } from './calendar-link-card.tsx';
import { MonthGrid } from './month-grid.tsx';
import { type Deadline, isBeforeOurTime, isOverdue, useDeadlines } from '../../lib/use-deadlines.ts';
import { BeforeOurTime, DeadlineList } from './before-our-time.tsx';

/**
 * /dashboard/deadlines: the month grid and the list of due dates from a year back
 * to 12 months ahead, filtered by type, each with the reason for any move: what is
 * overdue, what is coming up from today, and, apart and collapsed, the dates from
 * before the firm looked after the client; then the calendar subscription.
 */

export function DeadlinesPage() {
  const today = todayInSouthAfrica();
  const [month, setMonth] = useState(today);
  const [kinds, setKinds] = useState<Obligation[]>([]);
  const { data, isLoading } = useDeadlines(addMonths(today, -12), addMonths(today, 12));
  const all = data?.deadlines ?? [];
  const present = OBLIGATIONS.filter((kind) => all.some((d) => d.obligation === kind));
  const shown = kinds.length ? all.filter((d) => kinds.includes(d.obligation)) : all;
  // The list: what is overdue since the firm looked after the client, then the months ahead from today (six,
  // or twelve on asking). Older dates stay on the month grid; dates from before the firm looked after the
  // client are kept apart, collapsed: they are history, not anyone's failure.
  const [monthsAhead, setMonthsAhead] = useState(6);
  const until = addMonths(today, monthsAhead);
  const overdue = shown.filter((d) => isOverdue(d, today));
  const upcoming = shown.filter((d) => d.dueDate >= today && d.dueDate <= until && !isBeforeOurTime(d));
  const beforeOurTime = shown.filter(isBeforeOurTime).reverse();
  const byMonth = new Map<string, Deadline[]>();
  for (const deadline of upcoming) {
    const key = formatMonth(deadline.dueDate);
    byMonth.set(key, [...(byMonth.get(key) ?? []), deadline]);
  }
  const toggle = (kind: Obligation) =>
    setKinds((current) => (current.includes(kind) ? current.filter((k) => k !== kind) : [...current, kind]));

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Deadlines
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Your SARS and CIPC due dates, worked out from your company information and moved off weekends and public
          holidays.
        </Typography>
      </Box>
      {data?.notices.map((notice) => (
        <Alert key={notice} severity="info">
          {notice}
        </Alert>
      ))}
      {present.length > 1 && (
        <Box role="group" aria-label="Show types" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {present.map((kind) => (
            <Chip
              key={kind}
              label={OBLIGATION_LABELS[kind]}
              color={kinds.includes(kind) ? 'primary' : 'default'}
              variant={kinds.includes(kind) ? 'filled' : 'outlined'}
              onClick={() => toggle(kind)}
              aria-pressed={kinds.includes(kind)}
            />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 3fr' }, alignItems: 'start' }}>
        <Card>
          <CardContent>
            <MonthGrid month={month} deadlines={shown} today={today} onMonth={setMonth} />
          </CardContent>
        </Card>
        <Stack spacing={2}>
          {overdue.length > 0 && (
            <Card component="section" aria-labelledby="deadline-overdue-heading" sx={{ borderColor: 'error.main' }}>
              <CardContent>
                <Typography
                  id="deadline-overdue-heading"
                  variant="h6"
                  component="h2"
                  sx={{ mb: 2, color: 'error.main' }}
                >
                  Overdue
                </Typography>
                <DeadlineList items={overdue} today={today} />
              </CardContent>
            </Card>
          )}
          <Card component="section" aria-labelledby="deadline-list-heading">
            <CardContent>
              <Typography id="deadline-list-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
                Coming up
              </Typography>
              {isLoading ? (
                <Skeleton variant="rounded" height={120} />
              ) : upcoming.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>No due dates to show.</Typography>
              ) : (
                <Stack spacing={2}>
                  {[...byMonth].map(([label, items]) => (
                    <Box key={label}>
                      <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary', mb: 1 }}>
                        {label}
                      </Typography>
                      <DeadlineList items={items} today={today} />
                    </Box>
                  ))}
                  {monthsAhead < 12 && (
                    <Button variant="outlined" onClick={() => setMonthsAhead(12)} sx={{ alignSelf: 'flex-start' }}>
                      Show the next 12 months
                    </Button>
                  )}
                </Stack>
              )}
            </CardContent>
          </Card>
          {data && beforeOurTime.length > 0 && (
            <BeforeOurTime items={beforeOurTime} today={today} trackedFrom={data.trackedFrom} />
          )}
        </Stack>
      </Box>
      <CalendarLinkCard />
    </Stack>
  );
}
