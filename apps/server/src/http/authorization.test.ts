import { CONTRACT, ENDPOINT_NAMES, endpointPath, ErrorBody, type Endpoint } from '@rsd/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, sessionOf } from '../test/accounts';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
const sessions: Record<'admin' | 'editor' | 'deactivatedAdmin', string> = { admin: '', editor: '', deactivatedAdmin: '' };
beforeAll(async () => {
  server = await startTestServer();
  await createAccount(server.pool, 'root');
  await createAccount(server.pool, 'editor', { role: 'editor' });
  await createAccount(server.pool, 'former');
  sessions.admin = await sessionOf(server.url, 'root');
  sessions.editor = await sessionOf(server.url, 'editor');
  sessions.deactivatedAdmin = await sessionOf(server.url, 'former');
  await server.pool.query("UPDATE users SET is_active = false WHERE username = 'former'");
});
afterAll(() => server?.close());

/** Every guarded entry of the table, so a new admin endpoint cannot be forgotten here. */
const guarded = ENDPOINT_NAMES.filter((name) => (CONTRACT[name] as Endpoint).access && (CONTRACT[name] as Endpoint).access !== 'public');

function call(entry: Endpoint, cookie?: string): Promise<Response> {
  const path = endpointPath(entry.path, Object.fromEntries([...entry.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, 1])));
  return fetch(server.url + path, {
    method: entry.method,
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(entry.body ? { 'Content-Type': 'application/json' } : {}) },
    body: entry.body ? '{}' : undefined,
  });
}

const codeOf = async (res: Response) => ErrorBody.parse(await res.json()).error.code;

describe('the authorisation matrix, from the contract table', () => {
  it('has guarded endpoints to check', () => {
    expect(guarded).toContain('listErrorReports');
    expect(guarded).toContain('me');
    for (const name of [
      'adminListSimulators',
      'adminListTechnologies',
      'adminListJobs',
      'createJob',
      'updateJob',
      'deleteJob',
      'getAdminSummary',
    ] as const) {
      expect(guarded).toContain(name);
    }
  });

  it.each(guarded)('%s: 401 for an anonymous caller, before anything it sent is read', async (name) => {
    const res = await call(CONTRACT[name]);
    expect(res.status).toBe(401);
    expect(await codeOf(res)).toBe('unauthorized');
  });

  it.each(guarded)("%s: 403 for a deactivated admin's old session", async (name) => {
    const res = await call(CONTRACT[name], sessions.deactivatedAdmin);
    expect(res.status).toBe(403);
    expect(await codeOf(res)).toBe('forbidden');
  });

  const adminOnly = guarded.filter((name) => (CONTRACT[name] as Endpoint).access === 'admin');
  const anySession = guarded.filter((name) => (CONTRACT[name] as Endpoint).access === 'session');

  it.each(adminOnly)('%s: 403 for a signed-in non-admin', async (name) => {
    const res = await call(CONTRACT[name], sessions.editor);
    expect(res.status).toBe(403);
    expect(await codeOf(res)).toBe('forbidden');
  });

  it.each(anySession)('%s: open to any signed-in, active user', async (name) => {
    const res = await call(CONTRACT[name], sessions.editor);
    expect([401, 403]).not.toContain(res.status);
  });

  it.each(guarded)('%s: an active admin gets past the guard', async (name) => {
    const res = await call(CONTRACT[name], sessions.admin);
    expect([401, 403]).not.toContain(res.status);
  });
});
