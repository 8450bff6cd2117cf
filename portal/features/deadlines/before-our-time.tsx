import { Accordion, AccordionDetails, AccordionSummary, Link, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '../../../domain/compliance/calendar-dates.ts';
import { DeadlineItem } from '../../components/deadline-item.tsx';
import type { Deadline } from '../../lib/use-deadlines.ts';

export function DeadlineList({ items, today }: { items: Deadline[]; today: string }) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((deadline) => (
        <DeadlineItem key={deadline.id} deadline={deadline} today={today} />
      ))}
    </Stack>
  );
}

/**
 * Open dates that fell before the firm began looking after the client: grey, collapsed,
 * never counted as overdue, with the offer to take them on.
 */
export function BeforeOurTime({
  items,
  today,
  trackedFrom,
}: {
  items: Deadline[];
  today: string;
  trackedFrom: string;
}) {
  return (
    <Accordion
      disableGutters
      elevation={0}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.50', '&:before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="before-our-time" id="before-our-time-heading">
        <Typography component="h2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          Before we looked after your affairs ({items.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="before-our-time">
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          These dates fell before we started looking after your affairs on {formatDay(trackedFrom)}, so we do not count
          them as overdue or remind you of them. If any of them still needs doing, we can take it on for you:{' '}
          <Link component={RouterLink} to="/dashboard/messages">
            ask us in Messages
          </Link>
          .
        </Typography>
        <DeadlineList items={items} today={today} />
      </AccordionDetails>
    </Accordion>
  );
}
