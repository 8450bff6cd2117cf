import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRedirect } from 'react-admin';
import { postAdminAction } from '../common/adminAction.ts';

/** For a draft: estimates use it from now on, and the year's published table is retired (kept on record). */
export function PublishButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const [busy, setBusy] = useState(false);
  if (record?.status !== 'draft') return null;
  const publish = async () => {
    setBusy(true);
    try {
      await postAdminAction(`/api/admin/tax-tables/${encodeURIComponent(String(record.id))}/publish`);
      notify('Published: estimates for this tax year use it now.', { type: 'success' });
      redirect('list', 'tax-tables');
    } catch (error) {
      notify(`Could not publish the table: ${(error as Error).message}`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="contained" color="success" disabled={busy} onClick={publish}>
      Publish
    </Button>
  );
}
