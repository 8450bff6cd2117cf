import { Box, Typography } from '@mui/material';
import { Datagrid, EmailField, List, SimpleList, TextField, useRecordContext } from 'react-admin';
import { DateText, FlagChip } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';
import { EnquiryBulkActions } from './EnquiryBulkActions.tsx';
import { enquiryFilters } from './enquiryFilters.tsx';
import { FlagToggleButton } from './FlagToggleButton.tsx';
import { csvExporter } from '../common/csvExporter.ts';

const flag = { flag: 'isRead', setLabel: 'Mark read', unsetLabel: 'Mark unread' };

function ContactMessage() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="subtitle2">{record.subject}</Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', my: 1 }}>
        {record.message}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {record.email}
        {record.phone ? ` · ${record.phone}` : ''}
      </Typography>
      <FlagToggleButton {...flag} />
    </Box>
  );
}

export function ContactSubmissionList() {
  const isSmall = useIsSmall();
  return (
    <List
      exporter={csvExporter}
      filters={enquiryFilters('isRead', 'Read')}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.subject}
          secondaryText={(r) => `${r.name} · ${r.email}`}
          tertiaryText={(r) => (r.isRead ? 'Read' : 'New')}
          linkType={false}
        />
      ) : (
        <Datagrid
          expand={<ContactMessage />}
          expandSingle
          rowClick="expand"
          bulkActionButtons={<EnquiryBulkActions {...flag} />}
        >
          <FlagChip source="isRead" on="Read" off="New" sortable={false} />
          <TextField source="name" sortable={false} />
          <EmailField source="email" sortable={false} />
          <TextField source="subject" sortable={false} />
          <TextField source="source" emptyText="Website" sortable={false} />
          <DateText source="createdAt" withTime />
          <FlagToggleButton {...flag} />
        </Datagrid>
      )}
    </List>
  );
}
