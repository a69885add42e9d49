import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a first load waits for its anchor to appear (a lazy screen's chunk still loading). */
const ANCHOR_WAIT_MS = 10_000;

/**
 * A deep link with an anchor (/about#contact) opened from outside: the browser looked for the element before the
 * app rendered it, and the router only scrolls to anchors on in-app navigation. So the first load scrolls to it
 * once it exists, which for a lazy screen is after its chunk has arrived.
 */
export function useInitialHashScroll(): void {
  const { hash } = useLocation();
  // Only the hash of the first render: later ones belong to the router's scroll restoration.
  const [initialHash] = useState(hash);
  useEffect(() => {
    if (!initialHash) return;
    const id = decodeURIComponent(initialHash.slice(1));
    const scrollIfPresent = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView();
      return target !== null;
    };
    if (scrollIfPresent()) return;
    const observer = new MutationObserver(() => {
      if (scrollIfPresent()) stop();
    });
    const timer = window.setTimeout(() => stop(), ANCHOR_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [initialHash]);
}
