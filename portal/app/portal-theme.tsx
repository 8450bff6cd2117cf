import { CssBaseline, GlobalStyles, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

/**
 * The portal's theme and page-wide styles. The app draws inside it, and so does the build when it
 * renders the sign-in form into /auth's HTML, so both carry the same CSS.
 */
export function PortalTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles
        styles={{
          '.skip-link': {
            position: 'absolute',
            left: -9999,
            top: 8,
            zIndex: 3000,
            background: '#fff',
            padding: '8px 12px',
          },
          '.skip-link:focus': { left: 8 },
        }}
      />
      {children}
    </ThemeProvider>
  );
}
