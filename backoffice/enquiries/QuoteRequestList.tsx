import { Box, Typography } from '@mui/material';
import { Datagrid, EmailField, FunctionField, List, SimpleList, TextField, useRecordContext } from 'react-admin';
import { ANNUAL_REVENUE_LABELS, BUSINESS_TYPE_LABELS } from '../../domain/labels.ts';
import type { AnnualRevenue, BusinessType } from '../../domain/enums.ts';
import { DateText, FlagChip } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';
import { EnquiryBulkActions } from './EnquiryBulkActions.tsx';
import { enquiryFilters } from './enquiryFilters.tsx';
import { FlagToggleButton } from './FlagToggleButton.tsx';
import { csvExporter } from '../common/csvExporter.ts';

const flag = { flag: 'isProcessed', setLabel: 'Mark processed', unsetLabel: 'Mark not processed' };

function QuoteDetails() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="body2">
        {BUSINESS_TYPE_LABELS[record.businessType as BusinessType] ?? 'Business type not given'} ·{' '}
        {ANNUAL_REVENUE_LABELS[record.annualRevenue as AnnualRevenue] ?? 'revenue not given'}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', my: 1 }}>
        {record.additionalInfo || 'No further information.'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[record.email, record.phone].filter(Boolean).join(' · ')}
      </Typography>
      <FlagToggleButton {...flag} />
    </Box>
  );
}

export function QuoteRequestList() {
  const isSmall = useIsSmall();
  return (
    <List
      exporter={csvExporter}
      filters={enquiryFilters('isProcessed', 'Processed')}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.name}
          secondaryText={(r) => (r.services as string[]).join(', ') || r.email}
          tertiaryText={(r) => (r.isProcessed ? 'Processed' : 'New')}
          linkType={false}
        />
      ) : (
        <Datagrid
          expand={<QuoteDetails />}
          expandSingle
          rowClick="expand"
          bulkActionButtons={<EnquiryBulkActions {...flag} />}
        >
          <FlagChip source="isProcessed" on="Processed" off="New" sortable={false} />
          <TextField source="name" sortable={false} />
          <EmailField source="email" sortable={false} />
          <FunctionField label="Services" render={(r) => (r.services as string[]).join(', ') || '—'} sortable={false} />
          <TextField source="source" emptyText="Website" sortable={false} />
          <DateText source="createdAt" withTime />
          <FlagToggleButton {...flag} />
        </Datagrid>
      )}
    </List>
  );
}
