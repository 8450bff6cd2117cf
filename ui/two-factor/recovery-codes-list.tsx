import { Alert, Box, Button, Stack } from '@mui/material';
import { FIRM } from '../../domain/firm.ts';

/** The recovery codes, shown once: to write down, copy or download. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${FIRM.name} recovery codes (each works once):\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only
        now.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' },
          gap: 1,
          pl: 3,
          m: 0,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" href={download} download="recovery-codes.txt">
          Download
        </Button>
        <Button variant="outlined" onClick={() => void navigator.clipboard?.writeText(text)}>
          Copy
        </Button>
        <Button variant="contained" onClick={onDone}>
          I have saved them
        </Button>
      </Stack>
    </Stack>
  );
}
