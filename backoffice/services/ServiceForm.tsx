import { BooleanInput, CheckboxGroupInput, NumberInput, required, SimpleForm, TextInput } from 'react-admin';
import { OBLIGATION_LABELS } from '../../domain/compliance/rules.ts';
import { WORK_SERVICES } from '../../domain/work/work.ts';

/** The work-board services a package may include: its clients' jobs are made for these. */
const WORK_CHOICES = WORK_SERVICES.map((id) => ({
  id,
  name: id === 'BOOKKEEPING' ? 'Monthly bookkeeping' : OBLIGATION_LABELS[id],
}));

/** Features are edited one per line; the API stores them as a list. */
const featuresToText = (features: string[] | undefined) => (features ?? []).join('\n');
const textToFeatures = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function ServiceForm() {
  return (
    <SimpleForm defaultValues={{ features: [], workServices: [], isHighlighted: false, sortOrder: 0 }}>
      <TextInput source="title" validate={required()} />
      <TextInput
        source="packageType"
        helperText="Lower-case, e.g. standard; links use it as /services#standard"
        validate={required()}
      />
      <NumberInput source="price" min={0} step={0.01} validate={required()} />
      <TextInput source="description" multiline minRows={2} fullWidth validate={required()} />
      <TextInput
        source="features"
        multiline
        minRows={4}
        fullWidth
        format={featuresToText}
        parse={textToFeatures}
        helperText="One feature per line"
      />
      <CheckboxGroupInput
        source="workServices"
        label="Work included"
        choices={WORK_CHOICES}
        helperText="The work board makes jobs for this work for every client with this package active"
      />
      <BooleanInput source="isHighlighted" />
      <NumberInput source="sortOrder" min={0} step={1} />
    </SimpleForm>
  );
}
