import type { Pool } from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createAccount, sendAs, sessionOf } from './accounts';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

export interface SignedInServer {
  /** Base URL of the running server, as TestServer's. */
  readonly url: string;
  /** The pool the app uses, as TestServer's. */
  readonly pool: Pool;
  /** The `Cookie` header value of the signed-in account's session. */
  readonly cookie: string;
  /** A request as the signed-in account, with a JSON body when one is given. */
  readonly send: (method: string, path: string, body?: unknown) => Promise<Response>;
}

const started = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error("The test file's server starts in beforeAll: read it inside a test.");
  return value;
};

/**
 * The real app for one test file with an admin account `username` made and signed in: started in the file's beforeAll,
 * closed in its afterAll. Read its fields inside tests or in hooks registered after this call, which run after it.
 */
export function signedInTestServer(username: string, options: TestServerOptions = {}): SignedInServer {
  let server: TestServer | undefined;
  let cookie: string | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
    await createAccount(server.pool, username);
    cookie = await sessionOf(server.url, username);
  });
  afterAll(() => server?.close());
  return {
    get url() {
      return started(server).url;
    },
    get pool() {
      return started(server).pool;
    },
    get cookie() {
      return started(cookie);
    },
    send: (method, path, body) => sendAs(started(server).url, started(cookie), method, path, body),
  };
}
