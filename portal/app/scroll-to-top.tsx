import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Each route change without a hash starts at the top (docs/product/site.md#navigation-behaviour). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger; a new route scrolls to the top.
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
