import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ReactNode } from 'react';
import { FIRM } from '../../../domain/firm.ts';

/** The card every signed-out page of /auth sits in: the firm's name, a heading, the form. */
export function AuthCard({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        p: 2,
        pt: { xs: 4, md: 8 },
      }}
    >
      <Card sx={{ width: '100%', maxWidth: wide ? 720 : 440 }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography component="a" href="/" sx={{ color: 'primary.main', fontWeight: 700, textDecoration: 'none' }}>
            {FIRM.name}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ mt: 1, mb: 2, fontWeight: 700 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

/** The way back from the password pages to the sign-in form. */
export const BackToSignIn = () => (
  <Link component={RouterLink} to="/auth" variant="body2">
    Back to sign in
  </Link>
);
