import { gunzipSync } from 'node:zlib';
import { SyncResponse } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { BenchFailure } from './harness';
import { rawGet } from './http-get';

export interface Pull {
  pages: number;
  simulatorIds: number[];
  deleted: number;
  cursor: string;
  ms: number;
  /** Response bodies as sent (gzip-encoded when the server compressed them). */
  bodyBytes: number;
  /** Status lines, headers, framing and bodies: what crossed the socket. */
  wireBytes: number;
  /** Whether every non-empty page came gzip-encoded. */
  gzipped: boolean;
}

/**
 * Pages through GET /api/sync from `since` until hasMore is false, as the sync engine does: each page is
 * fetched, decoded and parsed before the next request. `gzip` sends Accept-Encoding: gzip; otherwise none.
 */
export async function pull(baseUrl: string, since: string, gzip: boolean, limit: number): Promise<Pull> {
  const headers: Record<string, string> = gzip ? { 'Accept-Encoding': 'gzip' } : {};
  const result: Pull = { pages: 0, simulatorIds: [], deleted: 0, cursor: since, ms: 0, bodyBytes: 0, wireBytes: 0, gzipped: true };
  const pages: string[] = [];
  const started = performance.now();
  for (;;) {
    const res = await rawGet(`${baseUrl}${API.sync}?since=${result.cursor}&limit=${limit}`, headers);
    if (res.status !== 200) throw new BenchFailure(`GET ${API.sync} answered ${res.status}: ${res.body.toString('utf8')}`);
    const encoded = res.headers['content-encoding'] === 'gzip';
    const text = (encoded ? gunzipSync(res.body) : res.body).toString('utf8');
    const page = JSON.parse(text) as SyncResponse;
    pages.push(text);
    result.pages++;
    result.bodyBytes += res.body.length;
    result.wireBytes += res.wireBytes;
    result.gzipped &&= encoded || res.body.length < 1024;
    result.cursor = page.cursor;
    for (const s of page.simulators) result.simulatorIds.push(s.id);
    result.deleted += page.deleted.simulators.length + page.deleted.technologies.length;
    if (!page.hasMore) break;
  }
  result.ms = performance.now() - started;
  // Outside the timing: every page must be a valid SyncResponse, so we measured real sync pages.
  for (const text of pages) SyncResponse.parse(JSON.parse(text));
  return result;
}
