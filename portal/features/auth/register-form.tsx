import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../domain/constants.ts';
import { isEmail } from '../../../domain/email.ts';
import { ANNUAL_REVENUES, BUSINESS_TYPES } from '../../../domain/enums.ts';
import { ANNUAL_REVENUE_LABELS, BUSINESS_TYPE_LABELS } from '../../../domain/labels.ts';
import { ACCOUNT_MESSAGES as M } from '../../../domain/profile.ts';
import { PasswordStrengthMeter } from '../../components/password-strength-meter.tsx';
import { useToast } from '../../components/toaster.tsx';
import { errorMessage, fieldErrorsOf } from '../../lib/api-client.ts';
import { useRegister } from '../../lib/use-user.ts';

const EMPTY = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  phone: '',
  company: '',
  address: '',
  city: '',
  postalCode: '',
  country: 'South Africa',
  vatNumber: '',
  registrationNumber: '',
  businessType: '',
  annualRevenue: '',
  numberOfEmployees: '',
};
type Values = typeof EMPTY;

function validate(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.username.trim()) errors.username = M.usernameRequired;
  if (!isEmail(values.email)) errors.email = M.emailInvalid;
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = M.passwordTooShort;
  if (!values.confirmPassword) errors.confirmPassword = M.confirmPassword;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = M.passwordsDontMatch;
  if (values.numberOfEmployees && !/^\d+$/.test(values.numberOfEmployees))
    errors.numberOfEmployees = M.numberOfEmployees;
  return errors;
}

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const register = useRegister();
  const toast = useToast();

  const field = (name: keyof Values, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      {...props}
    />
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    // The confirmation is not sent to the server (docs/product/business-rules.md#account-forms).
    const { confirmPassword: _confirmation, numberOfEmployees, ...rest } = values;
    register.mutate(
      { ...rest, numberOfEmployees: numberOfEmployees === '' ? null : Number(numberOfEmployees) },
      {
        onSuccess: () => {
          toast({ title: 'Registration successful', description: 'Your account has been created successfully' });
          onRegistered();
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          toast({
            title: 'Registration failed',
            description: errorMessage(error, 'An error occurred during registration'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="subtitle2" component="h3">
        Account
      </Typography>
      <Box sx={grid}>
        {field('username', 'Username', { required: true, autoComplete: 'username' })}
        {field('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          {field('password', 'Password', { required: true, type: 'password', autoComplete: 'new-password' })}
          <PasswordStrengthMeter password={values.password} userInputs={[values.username, values.email]} />
        </Box>
        {field('confirmPassword', 'Confirm password', {
          required: true,
          type: 'password',
          autoComplete: 'new-password',
        })}
      </Box>
      <Typography variant="subtitle2" component="h3">
        About you and your business (optional)
      </Typography>
      <Box sx={grid}>
        {field('firstName', 'First name', { autoComplete: 'given-name' })}
        {field('lastName', 'Last name', { autoComplete: 'family-name' })}
        {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        {field('company', 'Company name', { autoComplete: 'organization' })}
        {field('address', 'Address', { autoComplete: 'street-address' })}
        {field('city', 'City', { autoComplete: 'address-level2' })}
        {field('postalCode', 'Postal code', { autoComplete: 'postal-code' })}
        {field('country', 'Country', { autoComplete: 'country-name' })}
        {field('vatNumber', 'VAT number', { placeholder: 'e.g. 4123456789' })}
        {field('registrationNumber', 'Registration number', { placeholder: 'e.g. 2018/123456/07' })}
        {field('businessType', 'Business type', {
          select: true,
          children: [
            <MenuItem key="" value="">
              Not set
            </MenuItem>,
            ...BUSINESS_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {BUSINESS_TYPE_LABELS[type]}
              </MenuItem>
            )),
          ],
        })}
        {field('annualRevenue', 'Annual revenue', {
          select: true,
          children: [
            <MenuItem key="" value="">
              Not set
            </MenuItem>,
            ...ANNUAL_REVENUES.map((band) => (
              <MenuItem key={band} value={band}>
                {ANNUAL_REVENUE_LABELS[band]}
              </MenuItem>
            )),
          ],
        })}
        {field('numberOfEmployees', 'Number of employees', {
          type: 'number',
          slotProps: { htmlInput: { min: 0, step: 1 } },
        })}
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </Box>
  );
}
