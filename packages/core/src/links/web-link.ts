import { z } from 'zod';
import { storableText } from '../forms/storable-text';

/**
 * The one rule for links that reach an href: absolute http(s) only. A 'javascript:', 'data:' or
 * 'vbscript:' URL would run or smuggle content when clicked, so schemas refuse it and views hide it.
 */
const webUrl = (message?: string) => z.url({ protocol: /^https?$/, ...(message ? { error: message } : {}) });

/** The message of a link field an admin or a writer fills in (the admin forms' wording). */
export const LINK_MESSAGE = 'Must be a valid URL.';

const MAILTO = /^mailto:/i;
// The checks of isWebLink and isMailLink, built on their first use and kept: a view checks many links, and
// schemas built as this module loads would delay every screen that imports it.
let anyWebUrl: ReturnType<typeof webUrl> | undefined;
let anyEmail: ReturnType<typeof z.email> | undefined;

/** A required web link in a form or payload: blank and non-http(s) both get `message`. */
export const requiredWebLink = (message: string) => z.string({ error: message }).trim().superRefine(storableText).pipe(webUrl(message));

/** Blank, null or missing is null; anything else must be a web link. */
export const optionalWebLink = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .superRefine(storableText)
    .nullish()
    .transform((v) => v || null)
    .pipe(webUrl(message).nullable());

/** True for an absolute http(s) URL (surrounding blanks allowed), false for anything else, 'N/A' and '#' included. */
export function isWebLink(url: string | null | undefined): url is string {
  return typeof url === 'string' && (anyWebUrl ??= webUrl()).safeParse(url.trim()).success;
}

/**
 * True for 'mailto:' with one e-mail address (and maybe '?subject=...'): the only other scheme a link may
 * carry, where an e-mail is meant.
 */
export function isMailLink(url: string | null | undefined): url is string {
  const trimmed = url?.trim() ?? '';
  const [address = ''] = trimmed.slice('mailto:'.length).split('?');
  return MAILTO.test(trimmed) && (anyEmail ??= z.email()).safeParse(address).success;
}

/** `url` trimmed when it is a web link, else null: for links read leniently from stored or pasted JSON. */
export const webLinkOrNull = (url: string | null | undefined): string | null => (isWebLink(url) ? url.trim() : null);
