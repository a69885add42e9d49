import { Client } from 'pg';
import { afterAll, beforeAll, beforeEach, inject, vi } from 'vitest';

// What the renderer-server project's global setup hands its tests (see apps/desktop/test-server/).
declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the real directory server, e.g. http://127.0.0.1:41234. */
    realServerUrl: string;
    /** Its database, for tests that put rows in states no API would (odd JSON, deletes). */
    realDatabaseUrl: string;
  }
}

/** The real server of this test run, and its database. */
export const realServer = () => ({ url: inject('realServerUrl'), databaseUrl: inject('realDatabaseUrl') });

/**
 * In each test of the calling file, the app's own fetchers, which call the same-origin /api, reach the real server:
 * the page's origin is its origin.
 */
export function fetchFromRealServer(): void {
  const { url } = realServer();
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    vi.stubGlobal('fetch', (input: Parameters<typeof fetch>[0], init?: RequestInit) => realFetch(new URL(String(input), url), init));
    return () => vi.unstubAllGlobals();
  });
}

/** A client of the real server's database, connected for the calling file's tests (rows no API would write). */
export function realDatabase(): Client {
  const database = new Client({ connectionString: realServer().databaseUrl });
  beforeAll(() => database.connect());
  afterAll(() => database.end());
  return database;
}
