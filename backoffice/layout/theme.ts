import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The firm's deep green and teal (the site's --brand colours); text contrast meets WCAG AA. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#0d5547', dark: '#08352d', light: '#11705d', contrastText: '#ffffff' },
    secondary: { main: '#0a4439', contrastText: '#ffffff' },
    // MUI's orange (#ed6c02) under white chip text is 3:1, below AA; this amber is 5:1 (and as text on white).
    warning: { main: '#b45309', dark: '#92400e', light: '#d97706', contrastText: '#ffffff' },
    background: { default: '#f1f8f5' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  sidebar: { width: 230, closedWidth: 55 },
  components: {
    ...defaultTheme.components,
    // react-admin sizes the page to its content (fit-content) so wide tables scroll the page on a desktop;
    // on a phone that lets one long title or row of tabs widen every page, so there the page keeps the
    // screen's width and wide parts scroll in their own box.
    RaLayout: {
      styleOverrides: {
        root: { '@media (max-width: 899.95px)': { minWidth: 0 }, '& .RaLayout-content': { minWidth: 0 } },
      },
    },
    RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { backgroundColor: '#08352d' } } } },
    // react-admin fades the empty-list message to half opacity, below AA contrast; keep it readable.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.65)' } } } },
  },
};
