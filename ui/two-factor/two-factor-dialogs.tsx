import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { errorMessage, fieldErrorsOf } from '../api-error.ts';
import { RecoveryCodesList } from './recovery-codes-list.tsx';
import { useNewRecoveryCodes, useTwoFactorDisable, useTwoFactorEnable, useTwoFactorSetup } from './use-two-factor.ts';

/**
 * `onNotice`: how the app tells the user a change took (the portal's toast); the
 * dialog itself already shows every failure.
 */
type DialogProps = { open: boolean; onClose: () => void; onNotice?: (title: string) => void };

const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';
/** The key in groups of four, as authenticator apps show and people type it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function CodeField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <TextField
      label="Authentication code"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? 'The 6 digits your app shows now'}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
    />
  );
}

/** Turning two-factor on: scan the QR code (or type the key), confirm with a code, save the recovery codes. */
export function EnableTwoFactorDialog({ open, onClose, onNotice }: DialogProps) {
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = setup.mutate;
  const reset = setup.reset;

  useEffect(() => {
    if (open) start();
    else {
      reset();
      setCode('');
      setError(undefined);
      setCodes(null);
    }
  }, [open, start, reset]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(CODE_MESSAGE);
    enable.mutate(code.trim(), {
      onSuccess: (answer) => {
        setCodes(answer.recoveryCodes);
        onNotice?.('Two-factor authentication is on');
      },
      onError: (failure) => setError(fieldErrorsOf(failure).code ?? errorMessage(failure, 'Please try again.')),
    });
  }

  const qr = setup.data ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.data.qrSvg)}` : null;
  return (
    <Dialog
      open={open}
      onClose={codes ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="enable-2fa-title"
    >
      <DialogTitle id="enable-2fa-title">Turn on two-factor authentication</DialogTitle>
      {codes ? (
        <DialogContent>
          <RecoveryCodesList codes={codes} onDone={onClose} />
        </DialogContent>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>
                1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password
                and others), or type the key into it.
              </DialogContentText>
              {setup.isError && (
                <Typography color="error">{errorMessage(setup.error, 'The key could not be made.')}</Typography>
              )}
              {qr && setup.data && (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
                  <Box
                    component="img"
                    src={qr}
                    alt="QR code holding your two-factor key"
                    sx={{ width: 180, height: 180, bgcolor: '#fff', p: 1, border: 1, borderColor: 'divider' }}
                  />
                  <Box>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }} id="setup-key-label">
                      Key
                    </Typography>
                    <Typography
                      data-testid="two-factor-key"
                      aria-labelledby="setup-key-label"
                      sx={{ fontFamily: 'monospace', fontSize: '1.05rem', overflowWrap: 'anywhere' }}
                    >
                      {grouped(setup.data.secret)}
                    </Typography>
                  </Box>
                </Stack>
              )}
              <DialogContentText>2. Enter the code the app shows to confirm.</DialogContentText>
              <CodeField
                value={code}
                onChange={(value) => {
                  setCode(value);
                  setError(undefined);
                }}
                error={error}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={!setup.data || enable.isPending}>
              Turn on
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}

/** New recovery codes (the old stop working), after a code from the app. */
export function NewRecoveryCodesDialog({ open, onClose }: Omit<DialogProps, 'onNotice'>) {
  const renew = useNewRecoveryCodes();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => {
    setCode('');
    setError(undefined);
    setCodes(null);
    onClose();
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(CODE_MESSAGE);
    renew.mutate(code.trim(), {
      onSuccess: (answer) => setCodes(answer.recoveryCodes),
      onError: (failure) => setError(fieldErrorsOf(failure).code ?? errorMessage(failure, 'Please try again.')),
    });
  }
  return (
    <Dialog open={open} onClose={codes ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="renew-codes-title">
      <DialogTitle id="renew-codes-title">New recovery codes</DialogTitle>
      {codes ? (
        <DialogContent>
          <RecoveryCodesList codes={codes} onDone={close} />
        </DialogContent>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>
                Your current recovery codes stop working once the new ones are made.
              </DialogContentText>
              <CodeField value={code} onChange={setCode} error={error} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={renew.isPending}>
              Make new codes
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}

/** Turning it off: the password and a code from the app (or a recovery code). */
export function DisableTwoFactorDialog({ open, onClose, onNotice }: DialogProps) {
  const disable = useTwoFactorDisable();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    setPassword('');
    setCode('');
    setErrors({});
    onClose();
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!password) found.password = 'Please enter your password';
    if (!code.trim()) found.code = 'Enter a code from your app, or a recovery code';
    setErrors(found);
    if (Object.keys(found).length) return;
    const typed = code.trim();
    const input = /^[\d ]{6,7}$/.test(typed) ? { password, code: typed } : { password, recoveryCode: typed };
    disable.mutate(input, {
      onSuccess: () => {
        onNotice?.('Two-factor authentication is off');
        close();
      },
      onError: (failure) => {
        const fields = fieldErrorsOf(failure);
        setErrors(Object.keys(fields).length ? fields : { code: errorMessage(failure, 'Please try again.') });
      },
    });
  }
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="disable-2fa-title">
      <DialogTitle id="disable-2fa-title">Turn off two-factor authentication?</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>Your password alone will then sign you in.</DialogContentText>
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password}
            />
            <TextField
              label="Code or recovery code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={Boolean(errors.code)}
              helperText={errors.code ?? 'The 6 digits your app shows, or one recovery code'}
              autoComplete="one-time-code"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" disabled={disable.isPending}>
            Turn off
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
