import { escapeHtml } from './escape-html';

/** What a page's HTML head says before any script runs: for link previews, crawlers and feed readers. */
export interface PageHead {
  /** Replaces the build's <title> and description when set. */
  title?: string;
  description?: string;
  /** Further elements for <head>, already escaped. */
  tags: string[];
}

/**
 * JSON inside a <script> data block (a type the browser never executes, so the CSP's script-src does not apply),
 * with '<' and '>' and '&' written as escapes so no text can close the element. `attributes` are written as given.
 */
export const jsonScript = (attributes: string, data: unknown): string =>
  `<script ${attributes}>${JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`;

/** JSON-LD for crawlers. */
export const jsonLdScript = (data: unknown): string => jsonScript('type="application/ld+json"', data);

export const metaTag = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;

/**
 * The build's index.html with the head's title, description and tags in place of its generic ones. Every
 * replacement is a function: a string would have its `$&`, `$'` and the like read as patterns, and stored text
 * (and its escapes: `'` is `&#39;`, so `$'` becomes `$&`) would paste copies of the page into itself.
 */
export function withHead(html: string, head: PageHead): string {
  const { title, description } = head;
  let result = html;
  if (title !== undefined) result = result.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description !== undefined)
    result = result.replace(/<meta\s+name="description"[^>]*>/, () => metaTag('name', 'description', description));
  return result.replace('</head>', () => `${head.tags.join('\n')}\n</head>`);
}
