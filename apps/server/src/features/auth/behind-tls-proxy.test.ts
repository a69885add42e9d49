import { ErrorBody } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * A TLS proxy in front that TRUST_PROXY does not name: the request reaches the server as plain http under the
 * proxy's Host, while the browser says Origin https://directory.example.org. PUBLIC_ORIGIN tells the server
 * which origin is its own.
 */
const PUBLIC_ORIGIN = 'https://directory.example.org';

let behindProxy: TestServer;
let plainHttp: TestServer;
beforeAll(async () => {
  [behindProxy, plainHttp] = await Promise.all([
    startTestServer({ publicOrigin: PUBLIC_ORIGIN }),
    startTestServer({ publicOrigin: 'http://directory.example.org' }),
  ]);
  await Promise.all([createAccount(behindProxy.pool, 'ada'), createAccount(plainHttp.pool, 'ada')]);
});
afterAll(() => Promise.all([behindProxy?.close(), plainHttp?.close()]));

const browserPost = (server: TestServer, path: string, origin: string, body: unknown) =>
  fetch(server.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
    body: JSON.stringify(body),
  });

const sessionCookie = (res: Response) => res.headers.getSetCookie().find((cookie) => cookie.startsWith('rsd_session='));

describe('behind a TLS proxy, with PUBLIC_ORIGIN set', () => {
  it("lets a browser's writes from exactly the public origin through", async () => {
    expect((await browserPost(behindProxy, API.subscribe, PUBLIC_ORIGIN, { email: 'proxy@example.org' })).status).toBe(200);
    expect((await browserPost(behindProxy, API.login, PUBLIC_ORIGIN, { username: 'ada', password: TEST_PASSWORD })).status).toBe(200);
  });

  it.each(['http://directory.example.org', 'https://directory.example.org.evil.example', 'https://evil.example', 'null'])(
    'still refuses a write from %s',
    async (origin) => {
      const res = await browserPost(behindProxy, API.subscribe, origin, { email: 'proxy@example.org' });
      expect(res.status).toBe(403);
      expect(ErrorBody.parse(await res.json()).error.code).toBe('forbidden');
    },
  );

  it('sets the session cookie Secure when the public origin is https, and clears it the same way', async () => {
    const login = await browserPost(behindProxy, API.login, PUBLIC_ORIGIN, { username: 'ada', password: TEST_PASSWORD });
    const cookie = sessionCookie(login);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    const logout = await fetch(behindProxy.url + API.logout, { method: 'POST', headers: { Cookie: cookie!.split(';')[0]! } });
    expect(sessionCookie(logout)).toMatch(/; Secure/);
  });

  it('keeps the cookie without Secure when the public origin is plain http', async () => {
    const login = await browserPost(plainHttp, API.login, 'http://directory.example.org', { username: 'ada', password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect(sessionCookie(login)).not.toMatch(/; Secure/);
  });
});
