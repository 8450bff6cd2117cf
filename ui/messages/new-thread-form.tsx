import { Box, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { MESSAGE_ERRORS, SUBJECT_MAX_CHARACTERS } from '../../domain/messages.ts';
import { ComposeBox } from './compose-box.tsx';
import { useStartThread } from './use-messages.ts';

/** A new conversation: a subject and the first message. Staff name the client (`clientId`). */
export function NewThreadForm({ clientId, onStarted }: { clientId?: string; onStarted: (id: string) => void }) {
  const [subject, setSubject] = useState('');
  const [subjectError, setSubjectError] = useState<string | undefined>();
  const start = useStartThread();
  return (
    <Paper component="section" aria-labelledby="new-thread-heading" sx={{ p: 2 }}>
      <Typography id="new-thread-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        New message
      </Typography>
      <Box sx={{ mb: 2 }}>
        <TextField
          label="Subject"
          value={subject}
          onChange={(event) => {
            setSubject(event.target.value);
            setSubjectError(undefined);
          }}
          error={Boolean(subjectError)}
          helperText={subjectError}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: SUBJECT_MAX_CHARACTERS } }}
        />
      </Box>
      <ComposeBox
        sending={start.isPending}
        before={(): Record<string, string> => {
          const error = subject.trim() ? undefined : MESSAGE_ERRORS.subject;
          setSubjectError(error);
          return error ? { subject: error } : {};
        }}
        onSend={async (body, files) => {
          try {
            const thread = await start.mutateAsync({ clientId, subject: subject.trim(), body, files });
            onStarted(thread.id);
          } catch (error) {
            const fields = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
            if (fields?.subject) setSubjectError(fields.subject);
            throw error;
          }
        }}
      />
    </Paper>
  );
}
