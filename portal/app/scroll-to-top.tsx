import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Each route change without a hash starts at the top (SPEC.md section 2, Navigation behaviour). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
