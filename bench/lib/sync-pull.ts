import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { SYNC_PROTOCOL, SyncListingsResponse, SyncResponse } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { BenchFailure } from './harness';
import { rawGet, type RawResponse } from './http-get';

/** What Chromium sends on a fetch: the server picks among these, so the bench takes what a browser would get. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** `browser` asks as Chromium does, `gzip` for gzip alone; `identity` sends no Accept-Encoding (uncompressed figures). */
export type Encoding = 'browser' | 'gzip' | 'identity';

const ACCEPT_ENCODING: Record<Encoding, Record<string, string>> = {
  browser: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING },
  gzip: { 'Accept-Encoding': 'gzip' },
  identity: {},
};

export interface Pull {
  /** HTTP requests sent: the listings (when asked first) and every page. */
  requests: number;
  pages: number;
  simulatorIds: number[];
  /** Listings the listings answer carried; undefined when the pull did not ask for them. */
  listings: number | undefined;
  /** Time from the first request to the listings answer's last byte (a first visit's full count): undefined without it. */
  listingsMs: number | undefined;
  deleted: number;
  cursor: string;
  /** Time from the first request to the last page's last byte, decoding and parsing included. */
  ms: number;
  /** Response bodies as sent (encoded when the server compressed them). */
  bodyBytes: number;
  /** The same bodies decoded: the JSON the client parses. */
  jsonBytes: number;
  /** Status lines, headers, framing and bodies: what crossed the socket. */
  wireBytes: number;
  /** Every Content-Encoding the server answered with ('identity' for none). */
  encodings: Set<string>;
}

function decoded(res: RawResponse): Buffer {
  const encoding = res.headers['content-encoding'] ?? 'identity';
  if (encoding === 'identity') return res.body;
  if (encoding === 'gzip') return gunzipSync(res.body);
  if (encoding === 'br') return brotliDecompressSync(res.body);
  if (encoding === 'deflate') return inflateSync(res.body);
  throw new BenchFailure(`The server answered with Content-Encoding ${encoding}, which this bench cannot decode.`);
}

/** One GET, counted into `result`, answering the decoded body's text. */
async function get(result: Pull, url: string, encoding: Encoding): Promise<string> {
  const res = await rawGet(url, ACCEPT_ENCODING[encoding]);
  if (res.status !== 200) throw new BenchFailure(`GET ${url} answered ${res.status}: ${res.body.toString('utf8')}`);
  const body = decoded(res);
  result.requests++;
  result.bodyBytes += res.body.length;
  result.jsonBytes += body.length;
  result.wireBytes += res.wireBytes;
  result.encodings.add(res.headers['content-encoding'] ?? 'identity');
  return body.toString('utf8');
}

/**
 * Pages through GET /api/sync from `since` until hasMore is false, as the app's sync worker asks them (limit and
 * protocol in the query): each page fetched, decoded and parsed before the next request. With `listingsFirst`, a
 * pull from nothing starts as the worker's does: GET /api/sync/listings, then the record pages from the same cursor.
 */
export async function pull(baseUrl: string, since: string, encoding: Encoding, limit: number, listingsFirst = false): Promise<Pull> {
  const result: Pull = {
    requests: 0,
    pages: 0,
    simulatorIds: [],
    listings: undefined,
    listingsMs: undefined,
    deleted: 0,
    cursor: since,
    ms: 0,
    bodyBytes: 0,
    jsonBytes: 0,
    wireBytes: 0,
    encodings: new Set(),
  };
  const texts: string[] = [];
  const started = performance.now();
  let listingsText: string | undefined;
  if (listingsFirst) {
    listingsText = await get(result, `${baseUrl}${API.syncListings}?protocol=${SYNC_PROTOCOL}`, encoding);
    result.listings = (JSON.parse(listingsText) as SyncListingsResponse).listings.length;
    result.listingsMs = performance.now() - started;
  }
  for (;;) {
    const text = await get(result, `${baseUrl}${API.sync}?since=${result.cursor}&limit=${limit}&protocol=${SYNC_PROTOCOL}`, encoding);
    const page = JSON.parse(text) as SyncResponse;
    texts.push(text);
    result.pages++;
    result.cursor = page.cursor;
    for (const s of page.simulators) result.simulatorIds.push(s.id);
    result.deleted += page.deleted.simulators.length + page.deleted.technologies.length;
    if (!page.hasMore) break;
  }
  result.ms = performance.now() - started;
  // Outside the timing: every answer must be valid, so we measured real listings and sync pages.
  if (listingsText !== undefined) SyncListingsResponse.parse(JSON.parse(listingsText));
  for (const text of texts) SyncResponse.parse(JSON.parse(text));
  return result;
}
