import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Alert, Box, Button, Chip, Stack, TextField } from '@mui/material';
import { type FormEvent, useId, useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES } from '../../domain/constants.ts';
import { formatFileSize } from '../../domain/format.ts';
import { MESSAGE_ERRORS, MESSAGE_MAX_CHARACTERS, MESSAGE_MAX_FILES } from '../../domain/messages.ts';
import { errorMessage, fieldErrorsOf } from '../api-error.ts';

/** The checks the server makes, made first so nothing is sent in vain. */
export function composeErrors(body: string, files: File[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (body.length > MESSAGE_MAX_CHARACTERS) errors.body = MESSAGE_ERRORS.tooLong;
  else if (body.trim() === '' && files.length === 0) errors.body = MESSAGE_ERRORS.empty;
  if (files.length > MESSAGE_MAX_FILES) errors.files = `At most ${MESSAGE_MAX_FILES} files per message`;
  const large = files.filter((file) => file.size > MAX_UPLOAD_BYTES).map((file) => file.name);
  if (large.length) errors.files = `Some files exceed the 10MB limit: ${large.join(', ')}`;
  return errors;
}

/**
 * The message being written: text, files to attach, Send. `onSend` resolves once sent
 * (the box then empties) or rejects with the server's problem (shown here).
 */
export function ComposeBox({
  onSend,
  sending,
  label = 'Your message',
  submitLabel = 'Send',
  extraErrors = {},
  before,
}: {
  onSend: (body: string, files: File[]) => Promise<unknown>;
  sending: boolean;
  label?: string;
  submitLabel?: string;
  extraErrors?: Record<string, string>;
  before?: () => Record<string, string>;
}) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { ...(before?.() ?? {}), ...composeErrors(body, files) };
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    try {
      await onSend(body, files);
      setBody('');
      setFiles([]);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(errorMessage(error, 'The message could not be sent. Please try again.'));
    }
  }

  const shown = { ...extraErrors, ...errors };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField
        label={label}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          setErrors(({ body: _gone, ...rest }) => rest);
        }}
        error={Boolean(shown.body)}
        helperText={
          shown.body ?? `${body.length.toLocaleString('en-ZA')} / ${MESSAGE_MAX_CHARACTERS.toLocaleString('en-ZA')}`
        }
        multiline
        minRows={3}
        maxRows={12}
        fullWidth
      />
      {files.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }} aria-label="Files to send">
          {files.map((file) => (
            <Chip
              key={`${file.name}-${file.size}-${file.lastModified}`}
              label={`${file.name} (${formatFileSize(file.size)})`}
              onDelete={() => setFiles((current) => current.filter((f) => f !== file))}
            />
          ))}
        </Stack>
      )}
      {shown.files && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {shown.files}
        </Alert>
      )}
      {failure && !Object.keys(errors).length && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          hidden
          aria-label="Attach files"
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            setFiles((current) => [...current, ...chosen]);
            setErrors(({ files: _gone, ...rest }) => rest);
            event.target.value = '';
          }}
        />
        <Button startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} disabled={sending}>
          Attach
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button type="submit" variant="contained" disabled={sending}>
          {sending ? 'Sending...' : submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
