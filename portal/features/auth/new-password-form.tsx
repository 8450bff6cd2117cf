import { Alert, Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../domain/constants.ts';
import { ACCOUNT_MESSAGES as M } from '../../../domain/profile.ts';
import { PasswordStrengthMeter } from '../../components/password-strength-meter.tsx';
import { errorMessage, fieldErrorsOf } from '../../lib/api-client.ts';

/**
 * A password chosen through an e-mailed link (a reset, an invitation): the registration's
 * rules and strength meter, typed twice. The page sends it and says what happened.
 */
export function NewPasswordForm({
  submitLabel,
  pending,
  error,
  userInputs,
  onSubmit,
}: {
  submitLabel: string;
  pending: boolean;
  /** The last failed attempt: field errors go under the fields, anything else above the button. */
  error: unknown;
  userInputs?: readonly string[];
  onSubmit: (newPassword: string) => void;
}) {
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...fieldErrorsOf(error), ...errors };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) found.newPassword = M.passwordTooShort;
    if (!values.confirmPassword) found.confirmPassword = M.confirmPassword;
    else if (values.confirmPassword !== values.newPassword) found.confirmPassword = M.passwordsDontMatch;
    setErrors(found);
    if (!Object.keys(found).length) onSubmit(values.newPassword);
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(e) => setValues({ ...values, newPassword: e.target.value })}
          error={Boolean(shown.newPassword)}
          helperText={shown.newPassword}
          required
        />
        <PasswordStrengthMeter password={values.newPassword} userInputs={userInputs} />
      </Box>
      <TextField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(e) => setValues({ ...values, confirmPassword: e.target.value })}
        error={Boolean(shown.confirmPassword)}
        helperText={shown.confirmPassword}
        required
      />
      {error !== null && error !== undefined && !Object.keys(fieldErrorsOf(error)).length && (
        <Alert severity="error">{errorMessage(error, 'Please try again in a moment.')}</Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {pending ? 'Saving...' : submitLabel}
      </Button>
    </Box>
  );
}
