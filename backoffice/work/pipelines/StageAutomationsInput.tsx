import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Stack, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIteratorItem,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { describeAutomations, type StageAutomations } from '../../../domain/work/automations.ts';
import { documentTypeChoices } from './choices.ts';

const blankAsNull = (value: string | number | null) => (value === '' || value === null ? null : Number(value));
const days = { min: 1, max: 90, step: 1 };

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * What entering a stage does, inside the stage list's iterator: folded to a one-line summary,
 * opened to edit. Left blank, a part does nothing (the form's transform drops it).
 */
export function StageAutomationsInput() {
  const { index } = useSimpleFormIteratorItem();
  const automations = useWatch({ name: `stages.${index}.automations` }) as StageAutomations | null | undefined;
  const summary = describeAutomations(cleanAutomations(automations));
  return (
    <Accordion disableGutters variant="outlined" sx={{ width: '100%', mb: 1 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            When a job enters this stage
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {summary.length ? summary.join(' · ') : 'Nothing happens by itself'}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Once the client has uploaded the documents, signed the letter and paid the invoice this stage asks for, the
            job moves to the next stage by itself. A stage that asks for none of these is moved by staff.
          </Typography>
          <Part title="Ask the client for documents">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
              <SelectInput
                source="automations.documentRequest.documentType"
                label="Document type"
                choices={documentTypeChoices}
                emptyText="Don't ask"
                parse={(value: string) => value || null}
              />
              <NumberInput
                source="automations.documentRequest.dueInDays"
                label="Due in days"
                parse={blankAsNull}
                slotProps={{ htmlInput: days }}
              />
            </Stack>
            <TextInput
              source="automations.documentRequest.description"
              label="What the client must upload"
              multiline
              fullWidth
            />
          </Part>
          <Part title="Send the client a message">
            <TextInput source="automations.message.subject" label="Subject" fullWidth />
            <TextInput source="automations.message.body" label="Message" multiline minRows={2} fullWidth />
          </Part>
          <Part title="Create tasks (assigned to the job's assignee)">
            <ArrayInput source="automations.tasks" label={false}>
              <SimpleFormIterator inline disableReordering>
                <TextInput source="title" label="Task" />
                <NumberInput
                  source="dueInDays"
                  label="Due in days"
                  parse={blankAsNull}
                  slotProps={{ htmlInput: days }}
                />
              </SimpleFormIterator>
            </ArrayInput>
          </Part>
          <BooleanInput
            source="automations.engagementLetter"
            label="Send the package's engagement letter, and wait for it to be signed"
            helperText={false}
          />
          <BooleanInput
            source="automations.awaitPayment"
            label="Wait for the client's open invoice to be paid"
            helperText={false}
          />
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The automations as the API takes them: blank parts left out; nothing at all is null. */
export function cleanAutomations(input: StageAutomations | null | undefined): StageAutomations | null {
  if (!input) return null;
  const out: StageAutomations = {};
  const request = input.documentRequest;
  if (request && (filled(request.documentType) || filled(request.description))) {
    out.documentRequest = {
      documentType: request.documentType,
      description: request.description ?? '',
      dueInDays: request.dueInDays ?? null,
    };
  }
  const message = input.message;
  if (message && (filled(message.subject) || filled(message.body))) {
    out.message = { subject: message.subject ?? '', body: message.body ?? '' };
  }
  const tasks = (input.tasks ?? []).filter((task) => filled(task?.title));
  if (tasks.length) out.tasks = tasks.map((task) => ({ title: task.title, dueInDays: task.dueInDays ?? null }));
  if (input.engagementLetter) out.engagementLetter = true;
  if (input.awaitPayment) out.awaitPayment = true;
  return Object.keys(out).length ? out : null;
}
