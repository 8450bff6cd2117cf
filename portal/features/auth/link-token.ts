import { useEffect, useState } from 'react';

/**
 * The token of an e-mailed link (`?token=…`), read once; the address bar loses it at once
 * (history.replaceState), so it stays out of the history, bookmarks and shared screens.
 */
export function useLinkToken(): string {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  useEffect(() => {
    if (window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  return token;
}
