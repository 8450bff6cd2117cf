import { Button, ButtonGroup } from '@mui/material';
import {
  AutocompleteInput,
  DateInput,
  FilterButton,
  List,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { addDays, endOfMonth } from '../../domain/compliance/calendar-dates.ts';
import { todayInSouthAfrica } from '../../domain/format.ts';
import { csvExporter } from '../common/csvExporter.ts';
import { clientFilter } from '../common/filters.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';
import { useRole } from '../permissions.ts';
import { deadlineStatusChoices, obligationChoices, trackedChoices } from './choices.ts';
import { DeadlineColumns, ToggleDone } from './DeadlineColumns.tsx';

/** This week, this month, overdue: the accountant's three usual questions, as one click each. */
function QuickRanges() {
  const { filterValues, setFilters } = useListContext();
  const today = todayInSouthAfrica();
  // Dates from before a client's tracked-from date are never the firm's week, month or overdue.
  const ours = { beforeTrackedFrom: 'false' };
  const ranges = {
    'This week': { ...ours, status: 'open', dueDate_gte: today, dueDate_lte: addDays(today, 6) },
    'This month': { ...ours, status: 'open', dueDate_gte: today, dueDate_lte: endOfMonth(today) },
    Overdue: { ...ours, status: 'open', dueDate_lte: addDays(today, -1) },
  };
  const keep = {
    clientId: filterValues.clientId,
    accountantId: filterValues.accountantId,
    obligation: filterValues.obligation,
  };
  return (
    <ButtonGroup size="small" aria-label="Due when">
      {Object.entries(ranges).map(([label, range]) => (
        <Button key={label} onClick={() => setFilters({ ...keep, ...range }, {})}>
          {label}
        </Button>
      ))}
    </ButtonGroup>
  );
}

export function DeadlineList() {
  const isSmall = useIsSmall();
  const { seesEveryClient } = useRole();
  const filters = [
    <SelectInput key="status" source="status" choices={deadlineStatusChoices} alwaysOn />,
    <SelectInput key="obligation" source="obligation" choices={obligationChoices} alwaysOn />,
    <SelectInput
      key="beforeTrackedFrom"
      source="beforeTrackedFrom"
      label="Whose"
      choices={trackedChoices}
      alwaysOn
      emptyText="All dates"
    />,
    clientFilter('clientId'),
    <DateInput key="from" source="dueDate_gte" label="Due from" />,
    <DateInput key="to" source="dueDate_lte" label="Due until" />,
    ...(seesEveryClient
      ? [
          <ReferenceInput key="accountantId" source="accountantId" reference="users" filter={{ role: 'accountant' }}>
            <AutocompleteInput label="Accountant" optionText="username" sx={{ minWidth: 200 }} />
          </ReferenceInput>,
        ]
      : []),
  ];
  const today = todayInSouthAfrica();
  return (
    <List
      exporter={csvExporter}
      filters={filters}
      filterDefaultValues={{ status: 'open', beforeTrackedFrom: 'false', dueDate_gte: addDays(today, -30) }}
      sort={{ field: 'dueDate', order: 'ASC' }}
      actions={
        <TopToolbar>
          <QuickRanges />
          <FilterButton />
        </TopToolbar>
      }
      title="Deadlines"
    >
      {isSmall ? (
        <SimpleList
          primaryText={(r) => `${r.clientName}: ${r.obligation}`}
          secondaryText={(r) => r.periodLabel}
          tertiaryText={(r) =>
            `${r.dueDate}${r.status === 'done' ? ' · Done' : r.beforeTrackedFrom ? ' · Before tracked from' : ''}`
          }
          linkType={false}
          rightIcon={(record) => <ToggleDone record={record as never} />}
        />
      ) : (
        <DeadlineColumns />
      )}
    </List>
  );
}
