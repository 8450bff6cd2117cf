import { Box, Button, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useToast } from '../../components/toaster.tsx';
import { errorMessage, fieldErrorsOf } from '../../lib/api-client.ts';
import type { User } from '../../../domain/shapes/user.ts';
import { useUser } from '../../lib/use-user.ts';
import { CompanyCard } from './company-card.tsx';
import { CARDS, companyErrors, toPayload, valuesOf, type CompanyValues } from './company-fields.ts';
import { useUpdateCompany } from './use-update-company.ts';

/**
 * Company Information: read-only until Edit Information; Cancel resets the
 * form, Save Changes is enabled once something differs (docs/product/portal.md#company-information).
 */
function CompanyForm({ user }: { user: User }) {
  const saved = valuesOf(user);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<CompanyValues>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateCompany();
  const toast = useToast();
  // Keyboard users keep their place: into the first field on Edit, back to the button after Cancel or Save.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const changed = (Object.keys(saved) as (keyof CompanyValues)[]).some((name) => values[name] !== saved[name]);

  const cancel = () => {
    setValues(saved);
    setErrors({});
    setEditing(false);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = companyErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    update.mutate(toPayload(values), {
      onSuccess: (updated) => {
        setValues(valuesOf(updated));
        setEditing(false);
        toast({
          title: 'Company information updated',
          description: 'Your company information has been saved successfully.',
        });
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        toast({
          title: 'Update failed',
          description: errorMessage(error, 'There was a problem updating your information. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Company information">
      <Stack spacing={3}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              Company Information
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              The details your accountant uses for your books, tax and payroll.
            </Typography>
          </Box>
          {!editing && (
            <Button ref={editButton} variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
              Edit Information
            </Button>
          )}
        </Box>
        {CARDS.map((card, index) => (
          <CompanyCard
            key={card.id}
            {...card}
            focusFirst={index === 0}
            editing={editing}
            values={values}
            errors={errors}
            onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
          />
        ))}
        {editing && (
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={cancel} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!changed || update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

export function CompanyPage() {
  const { data: user } = useUser();
  if (!user) return null;
  return <CompanyForm user={user} />;
}
