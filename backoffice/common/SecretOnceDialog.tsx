import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';

/**
 * A secret the server answers once, at creation (an API key, a webhook signing secret):
 * shown here with a warning and a Copy button, never again.
 */
export function SecretOnceDialog({
  title,
  warning,
  secret,
  testId,
  onClose,
}: {
  title: string;
  warning: string;
  secret: string;
  testId: string;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {warning}
        </Alert>
        <Typography component="code" sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }} data-testid={testId}>
          {secret}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void navigator.clipboard?.writeText(secret)}>Copy</Button>
        <Button onClick={onClose} variant="contained">
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
