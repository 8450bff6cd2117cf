import { Accordion, AccordionDetails, AccordionSummary, Button, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Pagination, ReferenceManyField, useRecordContext } from 'react-admin';
import { addDays } from '../../domain/compliance/calendar-dates.ts';
import { todayInSouthAfrica } from '../../domain/format.ts';
import { DeadlineColumns } from './DeadlineColumns.tsx';
import { TrackedFromPanel } from './TrackedFromPanel.tsx';

/**
 * The client's page tab (clients/extraTabs.tsx): their tracked-from date, their due dates from a
 * month back, soonest first, and apart, collapsed, the open dates from before the tracked-from date.
 */
export function ClientDeadlinesTab() {
  const record = useRecordContext();
  if (!record) return null;
  const source = encodeURIComponent(JSON.stringify({ clientId: record.id }));
  return (
    <>
      <TrackedFromPanel clientId={String(record.id)} />
      <Button size="small" href={`#/ownership-changes/create?source=${source}`} sx={{ mb: 1 }}>
        Record an ownership change
      </Button>
      <ReferenceManyField
        reference="deadlines"
        target="clientId"
        filter={{ dueDate_gte: addDays(todayInSouthAfrica(), -30), beforeTrackedFrom: false }}
        sort={{ field: 'dueDate', order: 'ASC' }}
        pagination={<Pagination />}
        perPage={10}
        empty={
          <Typography variant="body2">
            No due dates: the client's tax and compliance details (year-end, VAT category, incorporation date, employer
            registration) are not filled in yet.
          </Typography>
        }
      >
        <DeadlineColumns withClient={false} />
      </ReferenceManyField>
      <Accordion disableGutters elevation={0} sx={{ mt: 2, border: 1, borderColor: 'divider', bgcolor: 'grey.50' }}>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="before-tracked-from"
          id="before-tracked-from-heading"
        >
          <Typography sx={{ color: 'text.secondary', fontWeight: 600 }}>
            Before we looked after their affairs
          </Typography>
        </AccordionSummary>
        <AccordionDetails id="before-tracked-from">
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            Open due dates from before the tracked-from date: not overdue, no reminders, no jobs. The firm can take any
            of them on if the client asks; it then counts as an ordinary deadline.
          </Typography>
          <ReferenceManyField
            reference="deadlines"
            target="clientId"
            filter={{ status: 'open', beforeTrackedFrom: true }}
            sort={{ field: 'dueDate', order: 'DESC' }}
            pagination={<Pagination />}
            perPage={10}
            empty={<Typography variant="body2">None.</Typography>}
          >
            <DeadlineColumns withClient={false} />
          </ReferenceManyField>
        </AccordionDetails>
      </Accordion>
    </>
  );
}
