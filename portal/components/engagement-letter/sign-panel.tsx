import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { CONSENT_TEXTS, SIGN_MESSAGES } from '../../../domain/engagement/consents.ts';
import type { EngagementLetter } from '../../../domain/shapes/engagement.ts';
import { useToast } from '../toaster.tsx';
import { errorMessage, fieldErrorsOf } from '../../lib/api-client.ts';
import { useDeclineAgreement, useSignAgreement } from '../../lib/use-agreements.ts';

/** Sign with a typed name and both consents, each ticked on its own; or decline, saying why. */
export function SignPanel({ letter }: { letter: EngagementLetter }) {
  const [signerName, setSignerName] = useState('');
  const [capacity, setCapacity] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [popiaConsent, setPopiaConsent] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sign = useSignAgreement();
  const decline = useDeclineAgreement();
  const toast = useToast();
  // A field's message goes as soon as the field is changed.
  const clearError = (field: string) =>
    setErrors((current) => {
      const { [field]: _gone, ...rest } = current;
      return rest;
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (signerName.trim().length < 2) found.signerName = SIGN_MESSAGES.signerName;
    if (!acceptTerms) found.acceptTerms = SIGN_MESSAGES.acceptTerms;
    if (!popiaConsent) found.popiaConsent = SIGN_MESSAGES.popiaConsent;
    setErrors(found);
    if (Object.keys(found).length) return;
    // mutateAsync, not mutate's callbacks: at checkout this panel is gone once the letter is signed,
    // and a callback given to mutate is dropped when its component unmounts.
    sign
      .mutateAsync({
        id: letter.id,
        payload: {
          signerName: signerName.trim(),
          capacity: capacity.trim() || null,
          acceptTerms,
          popiaConsent,
          sha256: letter.letterSha256 ?? '',
        },
      })
      .then(
        () => toast({ title: 'Engagement letter signed', description: 'The signed copy is in your Documents.' }),
        (error: unknown) => {
          setErrors(fieldErrorsOf(error));
          toast({
            title: 'Could not sign',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
        },
      );
  }

  function submitDecline(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 5) {
      setErrors({ reason: SIGN_MESSAGES.declineReason });
      return;
    }
    decline.mutate(
      { id: letter.id, reason: reason.trim() },
      {
        onSuccess: () => toast({ title: 'Letter declined', description: 'Your accountant will be in touch.' }),
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          toast({
            title: 'Could not decline',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  if (declining) {
    return (
      <Box component="form" noValidate onSubmit={submitDecline} aria-labelledby="decline-heading">
        <Typography id="decline-heading" variant="h6" component="h2">
          Decline this letter
        </Typography>
        <TextField
          label="Why are you declining?"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? 'Your accountant reads this and prepares a new letter'}
          multiline
          minRows={3}
          fullWidth
          sx={{ my: 2 }}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" color="error" disabled={decline.isPending}>
            Decline
          </Button>
          <Button onClick={() => setDeclining(false)}>Back to signing</Button>
        </Stack>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="sign-heading">
      <Typography id="sign-heading" variant="h6" component="h2">
        Sign this letter
      </Typography>
      <Alert severity="info" sx={{ my: 2 }}>
        You are signing the letter whose PDF has SHA-256{' '}
        <Box component="code" sx={{ wordBreak: 'break-all' }}>
          {letter.letterSha256}
        </Box>
        .
      </Alert>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Your full name"
          value={signerName}
          onChange={(event) => {
            setSignerName(event.target.value);
            clearError('signerName');
          }}
          error={Boolean(errors.signerName)}
          helperText={errors.signerName ?? 'Typing your name is your signature'}
          required
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Capacity (optional)"
          placeholder="e.g. Director"
          value={capacity}
          onChange={(event) => setCapacity(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Box>
      <Box sx={{ mt: 2 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={acceptTerms}
              onChange={(event) => {
                setAcceptTerms(event.target.checked);
                clearError('acceptTerms');
              }}
            />
          }
          label={CONSENT_TEXTS.engagement_terms}
        />
        {errors.acceptTerms && <FormHelperText error>{errors.acceptTerms}</FormHelperText>}
        <FormControlLabel
          control={
            <Checkbox
              checked={popiaConsent}
              onChange={(event) => {
                setPopiaConsent(event.target.checked);
                clearError('popiaConsent');
              }}
            />
          }
          label={CONSENT_TEXTS.popia_processing}
        />
        {errors.popiaConsent && <FormHelperText error>{errors.popiaConsent}</FormHelperText>}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={sign.isPending}>
          {sign.isPending ? 'Signing...' : 'Sign'}
        </Button>
        <Button color="error" onClick={() => setDeclining(true)}>
          Decline
        </Button>
      </Stack>
    </Box>
  );
}
