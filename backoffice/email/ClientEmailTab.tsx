import { Alert, Chip, Stack, Typography } from '@mui/material';
import { Pagination, ReferenceManyField, useGetList, useRecordContext } from 'react-admin';
import { EMAIL_CATEGORIES, EMAIL_CATEGORY_LABELS, type EmailCategory } from '../../domain/email/kinds.ts';
import { formatDate } from '../../domain/format.ts';
import { useRole } from '../permissions.ts';
import { EmailColumns } from './EmailOutboxList.tsx';

/** The client page's E-mail tab: which kinds of e-mail the client turned off, and (managers) what was sent to them. */
export function ClientEmailTab() {
  const record = useRecordContext();
  const { seesEveryClient } = useRole();
  const { data: optOuts = [], isPending } = useGetList('email-opt-outs', {
    filter: { userId: record?.id },
    pagination: { page: 1, perPage: 10 },
  });
  if (!record) return null;
  const off = new Map(optOuts.map((row) => [row.category as EmailCategory, row]));
  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      <section aria-labelledby="client-email-choices">
        <Typography id="client-email-choices" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          E-mail notifications
        </Typography>
        {!isPending && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {EMAIL_CATEGORIES.map((category) => {
              const row = off.get(category);
              return (
                <Chip
                  key={category}
                  label={`${EMAIL_CATEGORY_LABELS[category]}: ${row ? `off since ${formatDate(row.createdAt)} (${row.source})` : 'on'}`}
                  color={row ? 'warning' : 'success'}
                  variant="outlined"
                />
              );
            })}
          </Stack>
        )}
      </section>
      {seesEveryClient ? (
        <ReferenceManyField
          reference="email-outbox"
          target="clientId"
          sort={{ field: 'createdAt', order: 'DESC' }}
          pagination={<Pagination />}
        >
          <EmailColumns />
        </ReferenceManyField>
      ) : (
        <Alert severity="info">Managers and admins see the e-mails sent to the client.</Alert>
      )}
    </Stack>
  );
}
