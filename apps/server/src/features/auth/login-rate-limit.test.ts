import { ErrorBody, RETRY_AFTER_HEADER } from '@rsd/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn, TEST_PASSWORD } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import { loginRateLimitedMessage } from './login-throttle';

const PER_USERNAME = 3;
const PER_ADDRESS = 5;
const WINDOW_SECONDS = 900;
const rateLimits = {
  loginUsername: { limit: PER_USERNAME, windowSeconds: WINDOW_SECONDS },
  loginAddress: { limit: PER_ADDRESS, windowSeconds: WINDOW_SECONDS },
};

// Two server processes on one database; the second trusts the loopback proxy, so X-Forwarded-For picks the address.
let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer({ rateLimits });
  second = await startTestServer({ rateLimits, databaseOf: first, trustProxy: ['loopback'] });
  await createAccount(first.pool, 'root');
  await createAccount(first.pool, 'other');
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const forgetCounts = () => first.pool.query('DELETE FROM rate_limit_windows');
let nextAddress = 1;
/** A sign-in through the second process from a fresh address, so only the username's count can stop it. */
const fromFreshAddress = (username: string, password: string) =>
  fetch(second.url + '/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${nextAddress++}` },
    body: JSON.stringify({ username, password }),
  });
const fromAddress = (address: string, username: string, password = 'wrong password') =>
  fetch(second.url + '/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ username, password }),
  });

async function expectLimited(res: Response): Promise<ErrorBody['error']> {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get(RETRY_AFTER_HEADER));
  expect(seconds).toBeGreaterThan(WINDOW_SECONDS - 60);
  expect(seconds).toBeLessThanOrEqual(WINDOW_SECONDS);
  const { error } = ErrorBody.parse(await res.json());
  expect(error).toEqual({ code: 'rate_limited', message: loginRateLimitedMessage(seconds) });
  return error;
}

describe('failed sign-ins per username', () => {
  it('holds across two server processes and any addresses, then refuses even the right password with 429', async () => {
    await forgetCounts();
    expect((await signIn(first.url, 'root', 'wrong password')).status).toBe(401);
    expect((await fromFreshAddress('ROOT', 'wrong password')).status).toBe(401);
    expect((await signIn(first.url, 'Root', 'wrong password')).status).toBe(401);
    await expectLimited(await fromFreshAddress('root', TEST_PASSWORD));
    await expectLimited(await signIn(first.url, 'root'));
    // Another account is not locked by root's count.
    expect((await fromFreshAddress('other', TEST_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown username exactly as a known one', async () => {
    await forgetCounts();
    for (const username of ['root', 'nobody-here']) {
      for (let i = 0; i < PER_USERNAME; i++) {
        const res = await fromFreshAddress(username, 'wrong password');
        expect(res.status).toBe(401);
      }
    }
    const known = await expectLimited(await fromFreshAddress('root', 'wrong password'));
    const unknown = await expectLimited(await fromFreshAddress('nobody-here', 'wrong password'));
    expect(unknown).toEqual(known);
  });

  it('starts the username afresh after a successful sign-in', async () => {
    await forgetCounts();
    for (let i = 0; i < PER_USERNAME - 1; i++) expect((await fromFreshAddress('root', 'wrong password')).status).toBe(401);
    expect((await fromFreshAddress('root', TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < PER_USERNAME; i++) expect((await fromFreshAddress('root', 'wrong password')).status).toBe(401);
    await expectLimited(await fromFreshAddress('root', 'wrong password'));
  });
});

describe('failed sign-ins per address', () => {
  it('limits one address whatever usernames it tries; other addresses are unaffected', async () => {
    await forgetCounts();
    for (let i = 0; i < PER_ADDRESS; i++) expect((await fromAddress('198.51.100.7', `guess-${i}`)).status).toBe(401);
    await expectLimited(await fromAddress('198.51.100.7', 'root', TEST_PASSWORD));
    expect((await fromAddress('198.51.100.8', 'root', TEST_PASSWORD)).status).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    await forgetCounts();
    for (let i = 0; i < PER_ADDRESS + 2; i++) expect((await fromAddress('198.51.100.9', 'other', TEST_PASSWORD)).status).toBe(200);
    expect((await fromAddress('198.51.100.9', 'guess', 'wrong password')).status).toBe(401);
  });
});
