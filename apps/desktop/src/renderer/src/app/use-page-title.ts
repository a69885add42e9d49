import { useEffect } from 'react';
import { SITE_NAME } from './site';

/** The browser tab's title, which is also the first thing a screen reader announces after navigation. */
function pageTitle(title: string | null): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
