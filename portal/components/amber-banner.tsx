import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The dashboard's amber call to action (an incomplete profile, a letter to sign): the text and one link. */
export function AmberBanner({
  children,
  action,
  to,
  testId,
}: {
  children: ReactNode;
  action: string;
  to: string;
  testId?: string;
}) {
  return (
    <Alert
      severity="warning"
      data-testid={testId}
      sx={{
        bgcolor: '#fef3c7',
        color: '#78350f',
        border: 1,
        borderColor: '#f59e0b',
        '& .MuiAlert-icon': { color: '#b45309' },
      }}
      action={
        <Button component={RouterLink} to={to} color="inherit" size="small" sx={{ fontWeight: 700 }}>
          {action}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
