import { useEffect } from 'react';
import { SITE_DESCRIPTION, SITE_NAME } from './site';

/** The browser tab's title, which is also the first thing a screen reader announces after navigation. */
export function pageTitle(title: string | null): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** index.html ships one description tag; a page without its own puts the site's back. */
function setMetaDescription(description: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = description;
}

/** Sets the document title and meta description of the current screen (every route calls it). */
export function usePageTitle(title: string | null, description: string = SITE_DESCRIPTION): void {
  useEffect(() => {
    document.title = pageTitle(title);
    setMetaDescription(description);
  }, [title, description]);
}
