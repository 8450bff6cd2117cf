import { Chip, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  ReferenceField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { clientFilter } from '../common/filters.tsx';
import { DateText } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';
import { categoryChoices } from '../documents/choices.ts';
import { documentStatusLabel } from '../../domain/labels.ts';
import { requestStatusFilterChoices } from './choices.ts';
import { csvExporter } from '../common/csvExporter.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search requests" />,
  <SelectInput key="status" source="status" choices={requestStatusFilterChoices} alwaysOn />,
  clientFilter('clientId'),
];

const COLORS: Record<string, 'warning' | 'error' | 'success'> = {
  pending: 'warning',
  overdue: 'error',
  completed: 'success',
};

/** The columns of a request list; the client column is left out on the client's own page. */
export function RequestColumns({ withClient = true }: { withClient?: boolean }) {
  return (
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      {withClient && (
        <ReferenceField source="clientId" reference="clients" label="Client" link="show" sortable={false} />
      )}
      <SelectField source="documentType" label="Type" choices={categoryChoices} sortable={false} />
      <TextField source="description" sortable={false} sx={{ overflowWrap: 'anywhere' }} />
      <DateText source="dueDate" label="Due" />
      <FunctionField
        label="Status"
        render={(r: { status: string; receivedThrough?: string | null }) => (
          <>
            <Chip
              size="small"
              label={documentStatusLabel(r.status)}
              color={COLORS[r.status] ?? 'default'}
              variant="outlined"
            />
            {r.receivedThrough === 'link' && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                uploaded through the link
              </Typography>
            )}
          </>
        )}
      />
      <ReferenceField
        source="fulfilledWith"
        reference="documents"
        label="Fulfilled with"
        link="edit"
        sortable={false}
        emptyText="—"
      />
      <ReferenceField
        source="requestedBy"
        reference="users"
        label="Requested by"
        link={false}
        sortable={false}
        emptyText="—"
      />
      <DateText source="createdAt" label="Requested" />
    </Datagrid>
  );
}

/** Open and overdue requests across the clients this staff member sees (the default filter). */
export function RequestList() {
  const isSmall = useIsSmall();
  return (
    <List
      exporter={csvExporter}
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      title="Document requests"
    >
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.description}
          secondaryText={(r) => <ReferenceField record={r} source="clientId" reference="clients" link={false} />}
          tertiaryText={(r) => documentStatusLabel(r.status)}
          linkType="edit"
        />
      ) : (
        <RequestColumns />
      )}
    </List>
  );
}
