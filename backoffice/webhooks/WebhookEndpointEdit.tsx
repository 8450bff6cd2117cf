import { Box, Typography } from '@mui/material';
import {
  Datagrid,
  DeleteWithConfirmButton,
  Edit,
  NumberField,
  Pagination,
  type RaRecord,
  ReferenceManyField,
  SaveButton,
  TextField,
  Toolbar,
  TopToolbar,
} from 'react-admin';
import { DateText } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';
import { ResendButton, SendTestButton } from './buttons.tsx';
import { EndpointForm } from './EndpointForm.tsx';
import { DeliveryStatus } from './fields.tsx';

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        confirmContent="Its deliveries go with it; events stop at once."
        mutationMode="pessimistic"
      />
    </Toolbar>
  );
}

/** What was sent to this endpoint, newest first, with a way to send each again. */
function Deliveries() {
  const isSmall = useIsSmall();
  return (
    <Box sx={{ p: 2, maxWidth: '100%', overflowX: 'auto' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Deliveries
      </Typography>
      <ReferenceManyField
        reference="webhook-deliveries"
        target="endpointId"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25]} />}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography>No deliveries yet.</Typography>}>
          <TextField source="eventType" sortable={false} />
          <DeliveryStatus />
          <NumberField source="responseStatus" sortable={false} />
          {!isSmall && <NumberField source="attempts" sortable={false} />}
          {!isSmall && <DateText source="createdAt" withTime />}
          {!isSmall && <TextField source="lastError" sortable={false} />}
          <ResendButton />
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}

const WRITABLE = ['url', 'events', 'description', 'includePersonalData', 'enabled'] as const;

/**
 * Only what the admin changed: `enabled: true` sent back unchanged would clear a failing
 * endpoint's failure record (the server reads it as "enable again").
 */
function onlyChanges(data: RaRecord, options?: { previousData?: RaRecord }): Partial<RaRecord> {
  const before: Partial<RaRecord> = options?.previousData ?? {};
  return Object.fromEntries(
    WRITABLE.filter((key) => JSON.stringify(data[key]) !== JSON.stringify(before[key])).map((key) => [key, data[key]]),
  );
}

export function WebhookEndpointEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <SendTestButton />
        </TopToolbar>
      }
      transform={onlyChanges}
      // Lets the deliveries table scroll inside the card on a phone instead of widening the page.
      sx={{ minWidth: 0, '& .RaEdit-main, & .RaEdit-card': { minWidth: 0 } }}
    >
      <EndpointForm edit toolbar={<EditToolbar />} />
      <Deliveries />
    </Edit>
  );
}
