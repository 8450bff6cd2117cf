/**
 * /auth's sign-in form as HTML, drawn at build time from the portal's own sign-in card (the same
 * components, texts and theme), so the form paints before any script arrives; the app takes it
 * over once its own form is drawn (portal/lib/first-paint.ts, docs/decisions/034-portal-first-load.md).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { CssBaseline, GlobalStyles, ThemeProvider } from '@mui/material';
import { PORTAL_GLOBAL_STYLES } from '../../portal/app/global-styles.ts';
import { theme } from '../../portal/app/theme.ts';
import { AuthScreen } from '../../portal/features/auth/auth-page.tsx';
import { FIRST_PAINT_ID, FIRST_PAINT_STYLE_ID } from '../../portal/lib/first-paint.ts';

const noop = () => {};

/**
 * Without a script MUI cannot mark a field focused or filled, so the label would sit on what is
 * typed: the same shrink, colour and outline MUI gives a focused field, from :focus-within, and a
 * filled one, from :valid (the fields are required, so a field is valid once it holds text).
 */
const FIELD_STATES = (() => {
  const field = `#${FIRST_PAINT_ID} .MuiFormControl-root`;
  const primary = theme.palette.primary.main;
  const register = `#${FIRST_PAINT_ID}[data-request="register"]`;
  return [
    `${field}:is(:focus-within,:has(input:valid)) .MuiInputLabel-root{transform:translate(14px,-9px) scale(.75);max-width:calc(133% - 32px)}`,
    `${field}:is(:focus-within,:has(input:valid)) legend{max-width:100%}`,
    `${field}:focus-within .MuiInputLabel-root{color:${primary}}`,
    `${field}:focus-within .MuiOutlinedInput-notchedOutline{border-color:${primary};border-width:2px}`,
    // Register asked for while the app starts: the tab shows as chosen and the sign-in fields go, so nothing is typed into a form about to be replaced.
    `${register} [role="tabpanel"]{visibility:hidden}`,
    `${register} #tab-login{color:${theme.palette.text.secondary}}`,
    `${register} #tab-login .MuiTabs-indicator{display:none}`,
    `${register} #tab-register{color:${primary};box-shadow:inset 0 -2px ${primary}}`,
    // The app's form is hidden until it replaces this one, so the two never show at once.
    `#${FIRST_PAINT_ID}~#root{display:none}`,
  ].join('');
})();

/** The head's style element and the body's markup that draw the sign-in form without a script. */
export function signInFirstPaint(): { head: string; body: string } {
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      {/* The app's own frame (portal/app/app.tsx): theme, baseline, page-wide styles. */}
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles styles={PORTAL_GLOBAL_STYLES} />
        <MemoryRouter initialEntries={['/auth']}>
          <AuthScreen tab="login" onTabChange={noop} notice={null} onDone={noop} />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  // Emotion writes each rule as a <style> before the element using it; the head gets them all, in order.
  const styles: string[] = [];
  const markup = html.replace(/<style data-emotion="[^"]*">([^<]*)<\/style>/g, (_, css: string) => {
    styles.push(css);
    return '';
  });
  if (/<style|<script/.test(markup))
    throw new Error('The sign-in form rendered something other than elements and styles');
  // Before the app takes over, the button must not submit: with no submit button and two fields, Enter submits nothing either.
  const inert = markup.replace(/type="submit"/g, 'type="button"');
  if (!inert.includes('name="password"') || inert.includes('type="submit"'))
    throw new Error('The sign-in form did not render as expected');
  return {
    head: `<style id="${FIRST_PAINT_STYLE_ID}">${styles.join('')}${FIELD_STATES}</style>`,
    body: `<div id="${FIRST_PAINT_ID}">${inert}</div>`,
  };
}
