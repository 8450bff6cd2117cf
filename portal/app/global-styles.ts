/**
 * The portal's page-wide styles beside its theme. The app draws inside them, and so does the build
 * when it renders the sign-in form into /auth's HTML, so both carry the same CSS.
 */
export const PORTAL_GLOBAL_STYLES = {
  '.skip-link': {
    position: 'absolute',
    left: -9999,
    top: 8,
    zIndex: 3000,
    background: '#fff',
    padding: '8px 12px',
  },
  '.skip-link:focus': { left: 8 },
} as const;
