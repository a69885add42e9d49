import { isCursorAfter, isPlainObject, type SyncCursor, type SyncResponse } from '@rsd/core';
import type { TimeSlicer } from '../../../lib/time-slicer';
import { ApiError } from '../../api-client';

/** Fetches one raw page of GET /api/sync for a client of `protocol`; the engine validates it. */
export type FetchSyncPage = (since: SyncCursor, limit: number, protocol: number) => Promise<unknown>;

/** The server speaks a sync protocol this app cannot read. The cache is kept. */
export class SyncProtocolError extends Error {
  override readonly name = 'SyncProtocolError';
  constructor(
    /** null when the server did not say which. */
    readonly serverProtocol: number | null,
    readonly clientProtocol: number,
  ) {
    super(
      serverProtocol !== null && serverProtocol < clientProtocol
        ? `The directory server speaks an older sync protocol (${serverProtocol}) than this app (${clientProtocol}); it needs to be updated.`
        : `The directory server speaks a newer sync protocol than this app (${clientProtocol}): update the app.`,
    );
  }

  /** Only an update of this app helps (as opposed to the server's). */
  get updateRequired(): boolean {
    return this.serverProtocol === null || this.serverProtocol > this.clientProtocol;
  }
}

/** A page said more follow but did not move the cursor forward: following it would loop forever. */
export class SyncStalledError extends Error {
  override readonly name = 'SyncStalledError';
  constructor(since: SyncCursor, cursor: SyncCursor) {
    super(`The server answered a sync from ${since} with cursor ${cursor} and more to come; sync stopped instead of looping.`);
  }
}

/** The protocol a page says it is of, or null when it says none (a broken page, which readSyncPage refuses). */
const pageProtocol = (raw: unknown): number | null => (isPlainObject(raw) && typeof raw.protocol === 'number' ? raw.protocol : null);

/**
 * The records' checks (classic zod and core's record schemas, most of the worker's code) are a chunk of their own,
 * fetched with the first page of records: a first visit's listings, and so home's count, come before it.
 */
const loadRecordsReader = () => import('./records-reader');

const syncErrorCode = (error: unknown): string | null => (error instanceof ApiError ? (error.body?.error.code ?? null) : null);

/** One page from the server after `since`, validated; the errors that mean "start over" come back as 'resync'. */
export async function fetchValidPage(
  fetchPage: FetchSyncPage,
  since: SyncCursor,
  limit: number,
  protocol: number,
  slicer: TimeSlicer,
): Promise<SyncResponse | 'resync'> {
  let raw: unknown;
  try {
    raw = await fetchPage(since, limit, protocol);
  } catch (error) {
    const code = syncErrorCode(error);
    if (code === 'resync_required') return 'resync';
    if (code === 'unsupported_protocol' && error instanceof ApiError) {
      throw new SyncProtocolError(error.body?.error.protocol ?? null, protocol);
    }
    throw error;
  }
  // A server from before the protocol query ignores it: its own protocol in the body tells.
  const serverProtocol = pageProtocol(raw);
  if (serverProtocol !== null && serverProtocol !== protocol) throw new SyncProtocolError(serverProtocol, protocol);
  const { readSyncPage } = await loadRecordsReader();
  const page = await readSyncPage(raw, slicer);
  if (page.hasMore ? !isCursorAfter(page.cursor, since) : isCursorAfter(since, page.cursor)) {
    throw new SyncStalledError(since, page.cursor);
  }
  return page;
}
