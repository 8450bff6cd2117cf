import { Box, IconButton, Typography } from '@mui/material';
import { visuallyHidden } from '../../../ui/visually-hidden.ts';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import {
  addDays,
  endOfMonth,
  formatDay,
  formatMonth,
  makeDate,
  monthOf,
  weekday,
  yearOf,
} from '../../../domain/compliance/calendar-dates.ts';
import { type Deadline, isOverdue } from '../../lib/use-deadlines.ts';

const DAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

interface Cell {
  key: string;
  day: string | null;
}

/** The month's weeks, Monday first, with empty cells before the 1st and after the last day. */
function weeksOf(first: string): Cell[][] {
  const cells: Cell[] = [];
  const leading = (weekday(first) + 6) % 7;
  for (let n = 0; n < leading; n++) cells.push({ key: `before-${n}`, day: null });
  for (let day = first; day <= endOfMonth(first); day = addDays(day, 1)) cells.push({ key: day, day });
  for (let n = 0; cells.length % 7; n++) cells.push({ key: `after-${n}`, day: null });
  const weeks: Cell[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** A month as a table, Monday first, each due date on its day (red when overdue, green when done). */
export function MonthGrid({
  month,
  deadlines,
  today,
  onMonth,
}: {
  month: string;
  deadlines: Deadline[];
  today: string;
  onMonth: (month: string) => void;
}) {
  const first = makeDate(yearOf(month), monthOf(month), 1);
  const byDay = new Map<string, Deadline[]>();
  for (const deadline of deadlines) byDay.set(deadline.dueDate, [...(byDay.get(deadline.dueDate) ?? []), deadline]);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label="Previous month" onClick={() => onMonth(endOfMonth(first, -1))}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="h6" component="h2" aria-live="polite">
          {formatMonth(first)}
        </Typography>
        <IconButton aria-label="Next month" onClick={() => onMonth(endOfMonth(first, 1))}>
          <ChevronRight />
        </IconButton>
      </Box>
      <Box
        component="table"
        aria-label={`Due dates in ${formatMonth(first)}`}
        sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 4 }}
      >
        <thead>
          <tr>
            {DAYS.map(([short, long]) => (
              <Box
                component="th"
                key={short}
                scope="col"
                abbr={long}
                sx={{ typography: 'caption', color: 'text.secondary', fontWeight: 400 }}
              >
                {short}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(first).map((week) => (
            <tr key={week[0]?.key ?? 'week'}>
              {week.map(({ key, day }) => {
                if (!day) return <td key={key} />;
                const due = byDay.get(day) ?? [];
                const overdue = due.some((d) => isOverdue(d, today));
                const done = due.length > 0 && due.every((d) => d.status === 'done');
                const quiet = due.length > 0 && due.every((d) => d.beforeTrackedFrom || d.status === 'done') && !done;
                return (
                  <Box
                    component="td"
                    key={key}
                    title={due.map((d) => `${d.obligationLabel} (${d.periodLabel})`).join('\n') || undefined}
                    sx={{
                      height: 44,
                      p: 0.5,
                      verticalAlign: 'top',
                      borderRadius: 1,
                      border: 1,
                      borderColor: day === today ? 'primary.main' : 'divider',
                      bgcolor: due.length
                        ? overdue
                          ? '#fee2e2'
                          : done
                            ? '#dcfce7'
                            : quiet
                              ? '#f1f5f9'
                              : '#e0f2fe'
                        : 'transparent',
                      overflow: 'hidden',
                    }}
                  >
                    <Typography variant="caption" sx={{ fontWeight: due.length ? 700 : 400 }}>
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                      <Box component="span" sx={visuallyHidden}>
                        {formatDay(day)}
                        {due.length ? `: ${due.map((d) => d.obligationLabel).join(', ')}` : ''}
                      </Box>
                    </Typography>
                    {due.map((d) => (
                      <Typography
                        key={d.id}
                        variant="caption"
                        component="div"
                        aria-hidden="true"
                        sx={{
                          lineHeight: 1.1,
                          fontSize: 10,
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {d.obligation.replace('_', ' ')}
                      </Typography>
                    ))}
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
