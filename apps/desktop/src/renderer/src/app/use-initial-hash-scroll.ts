import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A deep link with an anchor (/about#contact) opened from outside: the browser looked for the element before the
 * app rendered it, and the router only scrolls to anchors on in-app navigation, so the first render does it.
 */
export function useInitialHashScroll(): void {
  const { hash } = useLocation();
  // Only the hash of the first render: later ones belong to the router's scroll restoration.
  const [initialHash] = useState(hash);
  useEffect(() => {
    if (!initialHash) return;
    document.getElementById(decodeURIComponent(initialHash.slice(1)))?.scrollIntoView();
  }, [initialHash]);
}
