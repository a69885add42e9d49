import { ErrorBody, User } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, sessionCookieOf, sessionOf, signIn, TEST_PASSWORD } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import { LOGIN_FAILED_MESSAGE, SESSION_LIFETIME_MS } from './auth.service';

let now = new Date('2026-01-05T08:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  await createAccount(server.pool, 'ada');
  await createAccount(server.pool, 'Grace', { role: 'editor' });
  await createAccount(server.pool, 'linus', { active: false });
});
afterAll(() => server?.close());

const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timeSignIn(username: string): Promise<number> {
  const start = performance.now();
  await signIn(server.url, username, 'wrong password');
  return performance.now() - start;
}

const postLogin = (headers: Record<string, string>) =>
  fetch(server.url + API.login, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ username: 'ada', password: TEST_PASSWORD }),
  });

const me = (cookie?: string, base = server.url) => fetch(base + API.me, { headers: cookie ? { Cookie: cookie } : {} });
const logout = (cookie: string) => fetch(server.url + API.logout, { method: 'POST', headers: { Cookie: cookie } });

describe('POST /api/auth/login', () => {
  it('answers the user and sets an httpOnly, SameSite=Strict session cookie for the API, valid 4 hours', async () => {
    const res = await signIn(server.url, 'ADA');
    expect(res.status).toBe(200);
    expect(User.parse(await res.json())).toMatchObject({ username: 'ada', role: 'admin', isActive: true });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('rsd_session='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api/);
    expect(cookie).not.toMatch(/; Secure/);
    expect(new Date(/Expires=([^;]+)/.exec(cookie)![1]!).getTime()).toBe(Math.floor((now.getTime() + SESSION_LIFETIME_MS) / 1000) * 1000);
  });

  it.each([
    ['a wrong password', 'ada', 'wrong password'],
    ['an unknown username', 'nobody', TEST_PASSWORD],
    ['a deactivated account', 'linus', TEST_PASSWORD],
  ])('refuses %s with 401 and one message for all, setting no cookie', async (_case, username, password) => {
    const res = await signIn(server.url, username, password);
    expect(res.status).toBe(401);
    expect(ErrorBody.parse(await res.json()).error).toMatchObject({ code: 'unauthorized', message: LOGIN_FAILED_MESSAGE });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('takes as long for an unknown username as for a wrong password (the hash is checked either way)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timeSignIn('ada'));
      unknown.push(await timeSignIn(`ghost${i}`));
    }
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('needs both fields', async () => {
    const res = await fetch(server.url + API.login, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error.fields).toEqual({
      username: ['Username is required.'],
      password: ['Password is required.'],
    });
  });

  it('rotates the session: signing in again ends the session the request carried', async () => {
    const first = await sessionOf(server.url, 'ada');
    const second = sessionCookieOf(await signIn(server.url, 'ada', TEST_PASSWORD, first));
    expect(second).not.toBe(first);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
  });
});

describe('GET /api/auth/me and the session', () => {
  it('answers 401 without a session or with an unknown one', async () => {
    expect((await me()).status).toBe(401);
    expect((await me('rsd_session=forged')).status).toBe(401);
  });

  it('ends 4 hours after sign-in, however busy', async () => {
    const start = now;
    const cookie = await sessionOf(server.url, 'ada');
    now = new Date(start.getTime() + SESSION_LIFETIME_MS - 1000);
    expect((await me(cookie)).status).toBe(200);
    now = new Date(start.getTime() + SESSION_LIFETIME_MS);
    expect((await me(cookie)).status).toBe(401);
    now = start;
  });

  it('refuses the old session of an account deactivated since (403)', async () => {
    await createAccount(server.pool, 'margaret');
    const cookie = await sessionOf(server.url, 'margaret');
    await server.pool.query("UPDATE users SET is_active = false WHERE username = 'margaret'");
    expect((await me(cookie)).status).toBe(403);
  });

  it('works on a second server process on the same database', async () => {
    const cookie = await sessionOf(server.url, 'ada');
    const second = await startTestServer({ databaseOf: server, clock: () => now });
    try {
      expect(User.parse(await (await me(cookie, second.url)).json()).username).toBe('ada');
    } finally {
      await second.close();
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const cookie = await sessionOf(server.url, 'Grace');
    const res = await logout(cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('rsd_session=;'))).toBe(true);
    expect((await me(cookie)).status).toBe(401);
  });

  it('succeeds without a session', async () => {
    expect((await fetch(server.url + API.logout, { method: 'POST' })).status).toBe(200);
  });
});

describe('cross-site writes (CSRF)', () => {
  it.each([
    [{ Origin: 'https://evil.example' }],
    [{ 'Sec-Fetch-Site': 'cross-site' }],
    [{ 'Sec-Fetch-Site': 'same-site', Origin: 'http://sub.127.0.0.1' }],
  ])('refuses a state-changing request from another site: %j', async (headers) => {
    const res = await postLogin(headers);
    expect(res.status).toBe(403);
    expect(ErrorBody.parse(await res.json()).error.code).toBe('forbidden');
  });

  it('lets the same origin and clients that are not browsers through', async () => {
    expect((await postLogin({ Origin: server.url, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await postLogin({})).status).toBe(200);
  });
});
