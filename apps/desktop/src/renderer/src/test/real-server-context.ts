import { inject } from 'vitest';

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
