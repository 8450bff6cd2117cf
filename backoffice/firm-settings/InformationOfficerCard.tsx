import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { fieldErrorsOf } from '../../ui/api-error.ts';

export interface InformationOfficerFields {
  informationOfficerName: string | null;
  informationOfficerEmail: string | null;
  informationOfficerPhone: string | null;
}
type Field = keyof InformationOfficerFields;

const FIELDS: { name: Field; label: string; type: string; autoComplete: string }[] = [
  { name: 'informationOfficerName', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'informationOfficerEmail', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { name: 'informationOfficerPhone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

/** The Information Officer POPIA s55 requires the firm to name: admins edit, other staff read. */
export function InformationOfficerCard(props: {
  /** What is saved; the card is shown once it has loaded. */
  saved: InformationOfficerFields;
  readOnly: boolean;
  save: (fields: InformationOfficerFields) => Promise<unknown>;
}) {
  // Filled once from what is saved: a refetch in the background never overwrites what the admin is typing.
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    informationOfficerName: props.saved.informationOfficerName ?? '',
    informationOfficerEmail: props.saved.informationOfficerEmail ?? '',
    informationOfficerPhone: props.saved.informationOfficerPhone ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState('');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setFailed('');
    try {
      await props.save(values);
    } catch (failure) {
      const fields = fieldErrorsOf(failure) as Partial<Record<Field, string>>;
      setErrors(fields);
      if (!Object.keys(fields).length) setFailed(`Could not save: ${(failure as Error).message}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <CardContent component="form" onSubmit={submit} noValidate aria-labelledby="information-officer-title">
        <Typography id="information-officer-title" variant="h6" component="h2" gutterBottom>
          Information Officer
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          The person who answers privacy requests and complaints (POPIA section 55). Named on the Privacy Policy page,
          in the footer of every e-mail and in breach notices. While no name is set, those show the firm's general
          contact details.
        </Typography>
        {!props.saved.informationOfficerName && (
          <Alert severity="info" sx={{ mb: 2 }}>
            No Information Officer is named yet.
          </Alert>
        )}
        {failed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failed}
          </Alert>
        )}
        <Stack spacing={2}>
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              name={field.name}
              label={field.label}
              type={field.type}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              error={Boolean(errors[field.name])}
              helperText={
                errors[field.name] ??
                (field.name === 'informationOfficerPhone' ? 'A South African number, such as 021 000 0000' : ' ')
              }
              disabled={props.readOnly || saving}
              fullWidth
            />
          ))}
        </Stack>
        {props.readOnly ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            Only an admin can change this.
          </Typography>
        ) : (
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={saving}>
            Save Information Officer
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
