import { Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { formatDate } from '../../domain/format.ts';
import { DisableTwoFactorDialog, EnableTwoFactorDialog, NewRecoveryCodesDialog } from './two-factor-dialogs.tsx';
import { useTwoFactorStatus } from './use-two-factor.ts';

/** The Security card's two-factor line: on or off, and what can be done next. `onNotice` as for the dialogs. */
export function TwoFactorRow({ onNotice }: { onNotice?: (title: string) => void }) {
  const { data: status } = useTwoFactorStatus();
  const [dialog, setDialog] = useState<'enable' | 'codes' | 'disable' | null>(null);
  if (!status) return null;
  return (
    <>
      {status.enabled ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }} component="span">
          <Chip label="On" color="success" size="small" />
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            Since {status.enabledAt ? formatDate(status.enabledAt) : ''} · {status.recoveryCodesLeft} recovery code
            {status.recoveryCodesLeft === 1 ? '' : 's'} left
            {status.required ? ' · required for your role' : ''}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} component="span">
            <Button size="small" variant="outlined" onClick={() => setDialog('codes')}>
              New recovery codes
            </Button>
            {!status.required && (
              <Button size="small" color="error" onClick={() => setDialog('disable')}>
                Turn off
              </Button>
            )}
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }} component="span">
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            Off: a code from your phone, as well as your password, keeps your books safe if your password leaks.
          </Typography>
          <Button size="small" variant="contained" onClick={() => setDialog('enable')}>
            Turn on
          </Button>
        </Stack>
      )}
      <EnableTwoFactorDialog open={dialog === 'enable'} onClose={() => setDialog(null)} onNotice={onNotice} />
      <NewRecoveryCodesDialog open={dialog === 'codes'} onClose={() => setDialog(null)} />
      <DisableTwoFactorDialog open={dialog === 'disable'} onClose={() => setDialog(null)} onNotice={onNotice} />
    </>
  );
}
