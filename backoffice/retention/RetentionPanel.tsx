import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { formatDate } from '../../domain/format.ts';
import { fieldErrorsOf } from '../../ui/api-error.ts';
import { request } from '../api-client.ts';
import { DateReasonDialog } from '../common/DateReasonDialog.tsx';

/** What a retention rule id means, as staff read it on a document. */
export const RULE_LABELS: Record<string, string> = {
  tax_records: 'Tax records (Tax Administration Act s29)',
  company_records: 'Company records (Companies Act s24)',
  engagement_letters: "Signed engagement letter (engagement's end + 5 years)",
  tax_dispute: 'Audit, objection or appeal open (Tax Administration Act s32)',
};
export const ruleLabel = (id: string | null | undefined) => (id ? (RULE_LABELS[id] ?? id) : '');

/**
 * A document's retention clock (keep until, why) and the extension staff make for an
 * audit, objection or appeal. The server refuses a date that would shorten the clock.
 */
export function RetentionPanel() {
  const record = useRecordContext<{ id: string; keepUntil: string | null; retentionRule: string | null }>();
  const [open, setOpen] = useState(false);
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;

  async function extend() {
    setSaving(true);
    try {
      await request('POST', `/api/admin/documents/${record?.id}/retention`, { until, reason });
      notify('Retention extended', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      // The fields say why under each input; a refusal without one (404) needs the notice.
      if (!Object.keys(fields).length) notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box sx={{ mt: 2 }} data-testid="retention-panel">
      <Typography variant="h6">Retention</Typography>
      {record.keepUntil ? (
        <Alert severity="info" sx={{ my: 1 }}>
          Kept until <strong>{formatDate(record.keepUntil)}</strong>: {ruleLabel(record.retentionRule)}. Nobody can
          delete it before then.
        </Alert>
      ) : (
        <Alert severity="success" sx={{ my: 1 }}>
          No retention rule holds this document.
        </Alert>
      )}
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Extend retention
      </Button>
      <DateReasonDialog
        id="extend-retention"
        title="Extend retention"
        open={open}
        onClose={() => setOpen(false)}
        intro="While an audit, objection or appeal is open, the record is kept until it is resolved (Tax Administration Act s32). A clock can only be made longer."
        dateLabel="Keep until"
        date={until}
        onDate={setUntil}
        reason={reason}
        onReason={setReason}
        reasonHelp="For example: SARS audit of the 2024 return, letter of 3 March"
        errors={{ date: errors.until, reason: errors.reason }}
        submitLabel="Extend"
        onSubmit={extend}
        busy={saving}
      />
    </Box>
  );
}
