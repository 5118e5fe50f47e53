import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scroll to the top when the path changes, unless the address has a hash. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
}
