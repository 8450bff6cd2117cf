import { BooleanInput, NumberInput, required, SimpleForm, TextInput } from 'react-admin';

/** Features are edited one per line; the API stores them as a list. */
const featuresToText = (features: string[] | undefined) => (features ?? []).join('\n');
const textToFeatures = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function ServiceForm() {
  return (
    <SimpleForm defaultValues={{ features: [], isHighlighted: false, sortOrder: 0 }}>
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
      <BooleanInput source="isHighlighted" />
      <NumberInput source="sortOrder" min={0} step={1} />
    </SimpleForm>
  );
}
