import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Response } from 'express';

/**
 * The gzip level of a list kept past LIST_CACHE_MAX_ROWS. Made once per write for every request until the next, so
 * the ratio counts more than the time; see bench/README.md (export.ts, 2026-11-28) for the levels measured.
 */
export const LIST_GZIP_LEVEL = 6;

/** Reads every row's JSON text, a page at a time, handing each page to `visit` and waiting for it. */
export type JsonPages = (visit: (page: string[]) => Promise<void>) => Promise<void>;

/**
 * The JSON array of the rows `pages` reads, gzipped as it is read: only the gzip's chunks are kept (about 28 MB at
 * 30,000 rows, against 208 MB of JSON), never the whole text.
 */
export async function gzipJsonArray(pages: JsonPages): Promise<Buffer[]> {
  const zip = createGzip({ level: LIST_GZIP_LEVEL });
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = finished(zip);
  try {
    let first = true;
    zip.write('[');
    await pages(async (page) => {
      const written = zip.write((first ? '' : ',') + page.join(','));
      first = false;
      if (!written) await once(zip, 'drain');
    });
    zip.end(']');
    await done;
    return chunks;
  } catch (err) {
    zip.destroy();
    // The stream's own failure, if any, is the one thrown here.
    await done.catch(() => undefined);
    throw err;
  }
}

/** Sends kept gzip chunks as they are: the socket holds references to them, no copy. */
export function sendGzip(res: Response, chunks: readonly Buffer[]): void {
  res.set({ 'Content-Encoding': 'gzip', 'Content-Length': String(chunks.reduce((sum, chunk) => sum + chunk.length, 0)) });
  for (const chunk of chunks) res.write(chunk);
  res.end();
}
