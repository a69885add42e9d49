import { ErrorBody, SubscribeErrorBody } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolSubmission } from '../test/fixtures';
import { postJson } from '../test/post-json';
import { startTestServer, TEST_RATE_LIMITS, type TestServer } from '../test/test-server';
import { createRateLimiter } from './rate-limit';

const LIMIT = 4;
const rateLimits = { publicWrite: { limit: LIMIT, windowSeconds: 60 } };

// Two server processes on one database, as behind a load balancer; the second trusts the loopback proxy.
let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer({ rateLimits });
  second = await startTestServer({ rateLimits, databaseOf: first, trustProxy: ['loopback'] });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const forgetCounts = () => first.pool.query('DELETE FROM rate_limit_windows');
const subscribe = (server: TestServer, n: number, headers: Record<string, string> = {}) =>
  postJson(server.url + API.subscribe, { email: `visitor-${n}@example.org` }, headers);

describe('the public-write rate limit', () => {
  it('holds across two server processes on one database, then answers 429 with Retry-After', async () => {
    await forgetCounts();
    const statuses: number[] = [];
    for (let n = 0; n < LIMIT; n += 1) statuses.push((await subscribe(n % 2 === 0 ? first : second, n)).status);
    expect(statuses).toEqual(Array(LIMIT).fill(200));

    for (const server of [first, second]) {
      const res = await subscribe(server, 99);
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
      const body = SubscribeErrorBody.parse(await res.json());
      expect(body.error.code).toBe('rate_limited');
      expect(body.message).toBe(
        `Too many requests from your address. Please try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
      );
    }
    expect((await first.pool.query('SELECT 1 FROM subscriptions WHERE email = $1', ['visitor-99@example.org'])).rowCount).toBe(0);
  });

  it('counts the three visitor writes together and refuses before reading the body', async () => {
    await forgetCounts();
    for (let n = 0; n < LIMIT; n += 1) await subscribe(first, 100 + n);
    const tool = await postJson(first.url + API.submitTool, toolSubmission());
    expect(tool.status).toBe(429);
    const report = await postJson(second.url + API.reportError, '{"not json');
    expect(report.status).toBe(429);
    expect(ErrorBody.parse(await report.json()).error.code).toBe('rate_limited');
  });

  it('does not count reads', async () => {
    await forgetCounts();
    for (let n = 0; n < LIMIT + 2; n += 1) expect((await fetch(first.url + API.simulators)).status).toBe(200);
    expect((await subscribe(first, 200)).status).toBe(200);
  });

  it('lets a client write again once its window has passed', async () => {
    await forgetCounts();
    for (let n = 0; n <= LIMIT; n += 1) await subscribe(first, 300 + n);
    expect((await subscribe(first, 310)).status).toBe(429);
    await first.pool.query("UPDATE rate_limit_windows SET window_start = window_start - interval '61 seconds'");
    expect((await subscribe(second, 311)).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY trusts the peer', async () => {
    await forgetCounts();
    for (let n = 0; n < LIMIT; n += 1) await subscribe(first, 400 + n, { 'X-Forwarded-For': `198.51.100.${n}` });
    // The first server trusts no proxy: each of those was 127.0.0.1, whatever the header claimed.
    expect((await subscribe(first, 410, { 'X-Forwarded-For': '198.51.100.77' })).status).toBe(429);
  });

  it('counts each client address behind a trusted proxy on its own', async () => {
    await forgetCounts();
    for (let n = 0; n < LIMIT; n += 1) {
      expect((await subscribe(second, 500 + n, { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(200);
    }
    expect((await subscribe(second, 510, { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(429);
    expect((await subscribe(second, 511, { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(200);
    // An IPv6 client is counted by its /64: another address of the same network shares its count.
    for (let n = 0; n < LIMIT; n += 1) await subscribe(second, 520 + n, { 'X-Forwarded-For': `2001:db8:1:2::${n + 1}` });
    expect((await subscribe(second, 530, { 'X-Forwarded-For': '2001:db8:1:2:ffff::9' })).status).toBe(429);
  });
});

describe('pruning', () => {
  it('deletes ended windows on the way into a counted request, at most once a minute per process', async () => {
    await forgetCounts();
    const ended = (client: string) =>
      first.pool.query("INSERT INTO rate_limit_windows VALUES ('publicWrite', $1, now() - interval '2 minutes', 3)", [client]);
    const clients = async () => (await first.pool.query('SELECT client FROM rate_limit_windows ORDER BY client')).rows;
    let clock = 0;
    const limiter = createRateLimiter(first.pool, { ...TEST_RATE_LIMITS, ...rateLimits }, () => clock);

    await ended('192.0.2.1');
    await limiter.hit('publicWrite', '192.0.2.9');
    expect(await clients()).toEqual([{ client: '192.0.2.9' }]);

    await ended('192.0.2.2');
    clock += 30_000;
    await limiter.hit('publicWrite', '192.0.2.9');
    expect(await clients()).toEqual([{ client: '192.0.2.2' }, { client: '192.0.2.9' }]);
    clock += 30_000;
    await limiter.hit('publicWrite', '192.0.2.9');
    expect(await clients()).toEqual([{ client: '192.0.2.9' }]);
  });

  it("measures each limit by its own window: a sign-in window outlives a write window's length", async () => {
    await forgetCounts();
    await first.pool.query("INSERT INTO rate_limit_windows VALUES ('loginUsername', 'root', now() - interval '2 minutes', 3)");
    await first.pool.query("INSERT INTO rate_limit_windows VALUES ('publicWrite', '192.0.2.3', now() - interval '2 minutes', 3)");
    await createRateLimiter(first.pool, { ...TEST_RATE_LIMITS, ...rateLimits }).hit('publicWrite', '192.0.2.9');
    expect((await first.pool.query('SELECT bucket, client FROM rate_limit_windows ORDER BY client')).rows).toEqual([
      { bucket: 'publicWrite', client: '192.0.2.9' },
      { bucket: 'loginUsername', client: 'root' },
    ]);
  });
});
