import { Box, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import type { CompanyValues, FieldSpec } from './company-fields.ts';
import { isRequired } from './company-fields.ts';

interface Props {
  id: string;
  title: string;
  fields: FieldSpec[];
  editing: boolean;
  values: CompanyValues;
  errors: Record<string, string>;
  onChange: (name: FieldSpec['name'], value: string) => void;
  /** Put the cursor in this card's first field when editing starts. */
  focusFirst?: boolean;
}

/** One of the two cards: label and value while reading, inputs while editing. */
export function CompanyCard({ id, title, fields, editing, values, errors, onChange, focusFirst = false }: Props) {
  const headingId = `${id}-heading`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {editing ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {fields.map((field, index) => (
              <TextField
                key={field.name}
                autoFocus={focusFirst && index === 0}
                id={`company-${field.name}`}
                name={field.name}
                label={field.label}
                required={isRequired(field.name)}
                placeholder={field.placeholder}
                type={field.type}
                autoComplete={field.autoComplete}
                select={Boolean(field.options)}
                value={values[field.name]}
                onChange={(e) => onChange(field.name, e.target.value)}
                error={Boolean(errors[field.name])}
                helperText={errors[field.name]}
                fullWidth
                slotProps={{
                  htmlInput: field.type === 'number' ? { min: 0, step: 1, inputMode: 'numeric' } : undefined,
                  // The label stays up so the placeholder examples are visible before typing.
                  inputLabel: field.placeholder ? { shrink: true } : undefined,
                }}
              >
                {field.options && [
                  <MenuItem key="" value="">
                    Not set
                  </MenuItem>,
                  ...field.options.map((option) => (
                    <MenuItem key={option.value} value={option.value}>
                      {option.label}
                    </MenuItem>
                  )),
                ]}
              </TextField>
            ))}
          </Box>
        ) : (
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {fields.map((field) => {
              const value = values[field.name];
              return (
                <div key={field.name}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                    {field.label}
                  </Typography>
                  <Typography
                    component="dd"
                    sx={{ m: 0, overflowWrap: 'anywhere', color: value ? 'text.primary' : 'text.secondary' }}
                  >
                    {value ? (field.show?.(value) ?? value) : 'Not set'}
                  </Typography>
                </div>
              );
            })}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
