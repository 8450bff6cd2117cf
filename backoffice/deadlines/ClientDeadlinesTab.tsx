import { Button, Typography } from '@mui/material';
import { Pagination, ReferenceManyField, useRecordContext } from 'react-admin';
import { addDays } from '../../domain/compliance/calendar-dates.ts';
import { todayInSouthAfrica } from '../../domain/format.ts';
import { DeadlineColumns } from './DeadlineColumns.tsx';

/** The client's page tab (clients/extraTabs.tsx): their due dates from a month back, soonest first. */
export function ClientDeadlinesTab() {
  const record = useRecordContext();
  if (!record) return null;
  const source = encodeURIComponent(JSON.stringify({ clientId: record.id }));
  return (
    <>
      <Button size="small" href={`#/ownership-changes/create?source=${source}`} sx={{ mb: 1 }}>
        Record an ownership change
      </Button>
      <ReferenceManyField
        reference="deadlines"
        target="clientId"
        filter={{ dueDate_gte: addDays(todayInSouthAfrica(), -30) }}
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
    </>
  );
}
