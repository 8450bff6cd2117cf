import { Box, Button, Link, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import type { User } from '../../../domain/shapes/user.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useSecondStep } from '../../lib/use-user.ts';
import { TextInput } from '../../components/text-input.tsx';

/** After the right password, for two-factor sign-in: the app's 6-digit code, or a recovery code. */
export function CodeStep({ onSignedIn, onRestart }: { onSignedIn: (user: User) => void; onRestart: () => void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [expired, setExpired] = useState(false);
  const step = useSecondStep();

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = value.trim();
    if (!typed) {
      setError(useRecovery ? 'Enter one of your recovery codes' : 'Enter the 6-digit code from your authenticator app');
      return;
    }
    step.mutate(useRecovery ? { recoveryCode: typed } : { code: typed }, {
      onSuccess: onSignedIn,
      onError: (failure) => {
        const message = errorMessage(failure, 'The code could not be checked. Please try again.');
        setError(message);
        setValue('');
        if (/sign in again/i.test(message)) setExpired(true);
      },
    });
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        Two-factor authentication
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you turned two-factor authentication on. Each works once.'
          : 'Enter the 6-digit code your authenticator app shows for this account.'}
      </Typography>
      <TextInput
        label={useRecovery ? 'Recovery code' : 'Authentication code'}
        name={useRecovery ? 'recoveryCode' : 'code'}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        error={Boolean(error)}
        helperText={error}
        autoComplete="one-time-code"
        autoFocus
        disabled={expired}
        htmlInput={useRecovery ? { maxLength: 40 } : { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 7 }}
      />
      {expired ? (
        <Button variant="contained" size="large" onClick={onRestart}>
          Sign in again
        </Button>
      ) : (
        <Button type="submit" variant="contained" size="large" disabled={step.isPending}>
          {step.isPending ? 'Checking...' : 'Verify'}
        </Button>
      )}
      {!expired && (
        <Link
          component="button"
          type="button"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setValue('');
            setError(undefined);
          }}
          sx={{ justifySelf: 'start' }}
        >
          {useRecovery ? 'Use the code from my app instead' : 'Use a recovery code instead'}
        </Link>
      )}
    </Box>
  );
}
