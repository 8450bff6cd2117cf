import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../domain/constants.ts';
import { STRENGTH_LABELS } from '../../domain/password-rules.ts';
import { type EstimateStrength, loadStrengthEstimator } from '../lib/password-strength.ts';

const COLOURS = ['error.main', 'error.main', 'warning.dark', 'success.main', 'success.dark'] as const;

/**
 * How hard a new password is to guess, as a bar (role meter, 0 to 4) and in
 * words in a polite live region, so a screen reader hears the verdict change.
 * The server refuses only common passwords; the meter nudges towards better ones.
 */
export function PasswordStrengthMeter({
  password,
  userInputs = [],
}: {
  password: string;
  /** Words a guesser would try first: the username, the e-mail address. */
  userInputs?: readonly string[];
}) {
  const [estimate, setEstimate] = useState<EstimateStrength | null>(null);
  useEffect(() => {
    if (!password || estimate) return;
    let current = true;
    loadStrengthEstimator()
      .then((loaded) => current && setEstimate(() => loaded))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [password, estimate]);

  const strength = password && estimate ? estimate(password, userInputs.filter(Boolean)) : null;
  const tooShort = password.length > 0 && password.length < PASSWORD_MIN_LENGTH;
  const score = strength && !tooShort ? strength.score : 0;
  let verdict = '';
  if (password && tooShort) verdict = 'Strength: too short';
  else if (password && strength?.common) verdict = 'Strength: very weak, a common password';
  else if (password && strength) verdict = `Strength: ${STRENGTH_LABELS[score].toLowerCase()}`;
  else if (password) verdict = 'Strength: checking…';

  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {password ? (
        <Box
          role="meter"
          aria-label="Strength of the password"
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={score}
          aria-valuetext={verdict.replace('Strength: ', '')}
          sx={{ height: 6, borderRadius: 3, bgcolor: 'grey.300', overflow: 'hidden' }}
        >
          <Box
            sx={{
              height: '100%',
              width: `${((score + 1) / 5) * 100}%`,
              bgcolor: COLOURS[score],
              transition: 'width 120ms',
            }}
          />
        </Box>
      ) : null}
      <Typography variant="caption" color="text.secondary" aria-live="polite" sx={{ minHeight: '1.5em' }}>
        {verdict}
      </Typography>
    </Box>
  );
}
