import { z } from 'zod';

/** What the form and main both say about an address that is not one. */
export const SERVER_URL_MESSAGE = 'Enter the server address, starting with http:// or https://.';
export const SERVER_URL_MAX_LENGTH = 2048;

/** The address as stored: no query, no fragment, no trailing slash, so `/api/...` can be appended to it. */
function normaliseServerUrl(value: string): string {
  const url = new URL(value);
  url.search = '';
  url.hash = '';
  return url.href.replace(/\/+$/, '');
}

/**
 * The directory server's address, one rule for the settings form (renderer) and for main, which checks
 * every call and the file it reads. Parsing normalises, so a saved address compares equal to its input.
 */
export const ServerUrl = z
  .string()
  .trim()
  .max(SERVER_URL_MAX_LENGTH, SERVER_URL_MESSAGE)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.hostname, error: SERVER_URL_MESSAGE }))
  .transform(normaliseServerUrl);

/** The desktop app's own settings, kept by main in the user data folder. */
export const DesktopSettings = z.object({ serverUrl: ServerUrl });
export type DesktopSettings = z.infer<typeof DesktopSettings>;

/** The answer to saving a server address: saved, or why not (the server was checked first). */
export type SaveServerUrlResult = { ok: true; settings: DesktopSettings } | { ok: false; message: string };
