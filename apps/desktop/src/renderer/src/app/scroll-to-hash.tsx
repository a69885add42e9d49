import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Client-side navigation scrolls neither to '#tools' nor to the top of a new page by itself.
 * A changed query alone (the home filters) keeps the reader where they are.
 */
export function ScrollToHash() {
  const { pathname, hash } = useLocation();
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    const pathChanged = lastPath.current !== pathname;
    lastPath.current = pathname;
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
    else if (pathChanged) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
