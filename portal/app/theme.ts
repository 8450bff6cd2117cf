import { createTheme } from '@mui/material/styles';

/** The firm's colours: a deep green with an amber accent; contrast checked against white text. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b6e4f', dark: '#07503a', contrastText: '#ffffff' },
    secondary: { main: '#b45309', contrastText: '#ffffff' },
    background: { default: '#f5f7f6' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});
