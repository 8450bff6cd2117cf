import { Box, Typography } from '@mui/material';
import { Datagrid, EmailField, List, SimpleList, TextField, useRecordContext } from 'react-admin';
import { DateText, FlagChip } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';
import { EnquiryBulkActions } from './EnquiryBulkActions.tsx';
import { enquiryFilters } from './enquiryFilters.tsx';
import { FlagToggleButton } from './FlagToggleButton.tsx';
import { csvExporter } from '../common/csvExporter.ts';

const flag = { flag: 'isContacted', setLabel: 'Mark contacted', unsetLabel: 'Mark not contacted' };

function WaitlistDetails() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
        {record.message || 'No message.'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[record.business, record.email, record.phone].filter(Boolean).join(' · ')}
      </Typography>
      <FlagToggleButton {...flag} />
    </Box>
  );
}

export function WaitlistSubmissionList() {
  const isSmall = useIsSmall();
  return (
    <List
      exporter={csvExporter}
      filters={enquiryFilters('isContacted', 'Contacted')}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.name}
          secondaryText={(r) => [r.interest, r.business].filter(Boolean).join(' · ') || r.email}
          tertiaryText={(r) => (r.isContacted ? 'Contacted' : 'New')}
          linkType={false}
        />
      ) : (
        <Datagrid
          expand={<WaitlistDetails />}
          expandSingle
          rowClick="expand"
          bulkActionButtons={<EnquiryBulkActions {...flag} />}
        >
          <FlagChip source="isContacted" on="Contacted" off="New" sortable={false} />
          <TextField source="name" sortable={false} />
          <EmailField source="email" sortable={false} />
          <TextField source="business" emptyText="—" sortable={false} />
          <TextField source="interest" emptyText="—" sortable={false} />
          <TextField source="source" emptyText="Website" sortable={false} />
          <DateText source="createdAt" withTime />
          <FlagToggleButton {...flag} />
        </Datagrid>
      )}
    </List>
  );
}
