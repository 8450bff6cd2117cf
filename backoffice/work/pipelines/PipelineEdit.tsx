import { Box, Stack } from '@mui/material';
import {
  ArrayInput,
  Create,
  Edit,
  NumberInput,
  type RaRecord,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import type { StageAutomations } from '../../../domain/work/automations.ts';
import { serviceChoices } from './choices.ts';
import { cleanAutomations, StageAutomationsInput } from './StageAutomationsInput.tsx';

interface StageValues {
  id?: string;
  name: string;
  clientLabel: string;
  timeLimitDays?: number | null;
  automations?: StageAutomations | null;
}

const blankAsNull = (value: string | number | null) => (value === '' || value === null ? null : Number(value));

/** What the API takes: the fields it writes, each stage with its automations cleaned. */
const toBody = ({ name, service, description, stages }: RaRecord) => ({
  name,
  service,
  description: description || null,
  stages: ((stages ?? []) as StageValues[]).map((stage) => ({
    ...(stage.id ? { id: stage.id } : {}),
    name: stage.name,
    clientLabel: stage.clientLabel,
    timeLimitDays: stage.timeLimitDays ?? null,
    automations: cleanAutomations(stage.automations),
  })),
});

function PipelineForm() {
  return (
    <SimpleForm defaultValues={{ stages: [] }}>
      <TextInput source="name" validate={required()} fullWidth />
      <SelectInput source="service" choices={serviceChoices} validate={required()} />
      <TextInput source="description" multiline fullWidth />
      <ArrayInput source="stages" label="Stages, in order">
        <SimpleFormIterator fullWidth sx={{ '& .RaSimpleFormIterator-line': { pb: 1 } }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }} sx={{ width: '100%' }}>
            <Box sx={{ flex: { md: 2 } }}>
              <TextInput source="name" label="Stage" validate={required()} fullWidth />
            </Box>
            <Box sx={{ flex: { md: 3 } }}>
              <TextInput
                source="clientLabel"
                label="What the client reads"
                validate={required()}
                helperText="e.g. Waiting for your documents"
                fullWidth
              />
            </Box>
            <Box sx={{ flex: { md: 1.5 } }}>
              <NumberInput
                source="timeLimitDays"
                label="Time limit"
                helperText="business days"
                parse={blankAsNull}
                slotProps={{ htmlInput: { min: 1, max: 250, step: 1 } }}
                fullWidth
              />
            </Box>
          </Stack>
          <StageAutomationsInput />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

export function PipelineEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={toBody} redirect={false}>
      <PipelineForm />
    </Edit>
  );
}

export function PipelineCreate() {
  return (
    <Create transform={toBody} redirect="edit">
      <PipelineForm />
    </Create>
  );
}
