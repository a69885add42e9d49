import { randomUUID } from 'node:crypto';
import { ContributionReceipt, ErrorBody, SubscribeErrorBody, SubscriptionResult } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeed, toolSubmission } from '../test/fixtures';
import { postJson } from '../test/post-json';
import { startTestServer, type TestServer } from '../test/test-server';
import { createIdempotency } from './idempotency';

let server: TestServer;
let simulatorId: number;
beforeAll(async () => {
  server = await startTestServer({ seed: fixtureSeed });
  simulatorId = (await server.pool.query<{ id: number }>('SELECT min(id)::int AS id FROM simulators')).rows[0]!.id;
});
afterAll(() => server?.close());

const send = (path: string, body: unknown, key?: string) =>
  postJson(server.url + path, body, key === undefined ? {} : { 'Idempotency-Key': key });

const count = async (table: string) => (await server.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

const report = (overrides: Record<string, unknown> = {}) => ({
  simulatorId,
  errorType: 'outdated',
  description: 'The latest release is 2024.10, not 2023.04.',
  reporterName: 'Grace Hopper',
  reporterEmail: 'grace@example.org',
  ...overrides,
});

describe('Idempotency-Key on the visitor writes', () => {
  it.each([
    ['submitTool', API.submitTool, 'simulator_submissions', () => toolSubmission()],
    ['reportError', API.reportError, 'error_reports', () => report()],
  ])('%s: a repeat answers the first status and body and stores nothing new', async (_name, path, table, body) => {
    const key = randomUUID();
    const first = await send(path, body(), key);
    expect(first.status).toBe(201);
    const firstText = await first.text();
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const before = await count(table);

    const again = await send(path, body(), key);
    expect(again.status).toBe(201);
    expect(await again.text()).toBe(firstText);
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await count(table)).toBe(before);
    ContributionReceipt.parse(JSON.parse(firstText));
  });

  it('subscribe: a repeat answers the first message, not "already subscribed"', async () => {
    const key = randomUUID();
    const body = { email: `replay-${key}@example.org` };
    const first = SubscriptionResult.parse(await (await send(API.subscribe, body, key)).json());
    const again = await send(API.subscribe, body, key);
    expect(again.status).toBe(200);
    expect(SubscriptionResult.parse(await again.json())).toEqual(first);
    expect(first.message).toBe('Thank you for subscribing to our updates.');
  });

  it('without a key, a second identical request is a new request', async () => {
    const before = await count('error_reports');
    await send(API.reportError, report());
    await send(API.reportError, report());
    expect(await count('error_reports')).toBe(before + 2);
  });

  it('counts a body that reads the same (other key order, an unknown field, blanks trimmed) as the same request', async () => {
    const key = randomUUID();
    const first = await send(API.reportError, report(), key);
    const { simulatorId: id, ...rest } = report();
    const again = await send(API.reportError, { ...rest, reporterName: ' Grace Hopper ', extra: 1, simulatorId: String(id) }, key);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
  });

  it('refuses the same key with another body with 422 idempotency_mismatch and stores nothing', async () => {
    const key = randomUUID();
    const first = ContributionReceipt.parse(await (await send(API.submitTool, toolSubmission(), key)).json());
    const before = await count('simulator_submissions');
    const res = await send(API.submitTool, toolSubmission({ name: 'Another tool' }), key);
    expect(res.status).toBe(422);
    expect(ErrorBody.parse(await res.json()).error).toEqual({
      code: 'idempotency_mismatch',
      message: 'This Idempotency-Key was already used with a different request body; send a new key for a new request.',
    });
    expect(await count('simulator_submissions')).toBe(before);
    // The first answer is still the key's answer.
    const replay = await send(API.submitTool, toolSubmission(), key);
    expect(await replay.json()).toEqual(first);
  });

  it('answers the mismatch on subscribe in its own shape, with success false', async () => {
    const key = randomUUID();
    await send(API.subscribe, { email: `first-${key}@example.org` }, key);
    const res = await send(API.subscribe, { email: `second-${key}@example.org` }, key);
    expect(res.status).toBe(422);
    expect(SubscribeErrorBody.parse(await res.json())).toMatchObject({ success: false, error: { code: 'idempotency_mismatch' } });
  });

  it('stores once when many requests with one key arrive together, and answers each with the same body', async () => {
    const key = randomUUID();
    const before = await count('simulator_submissions');
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(API.submitTool, toolSubmission({ name: 'Concurrent' }), key)));
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(201));
    const bodies = await Promise.all(answers.map((res) => res.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(answers.filter((res) => res.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    expect(await count('simulator_submissions')).toBe(before + 1);
  });

  it('keeps a key free when the write failed, so a corrected retry with it is stored', async () => {
    const key = randomUUID();
    const refused = await send(API.reportError, report({ simulatorId: 999_999 }), key);
    expect(refused.status).toBe(400);
    const invalid = await send(API.reportError, report({ description: 'short' }), key);
    expect(invalid.status).toBe(400);
    const stored = await send(API.reportError, report(), key);
    expect(stored.status).toBe(201);
    expect(stored.headers.get('idempotent-replayed')).toBeNull();
  });

  it('scopes a key to its endpoint', async () => {
    const key = randomUUID();
    expect((await send(API.submitTool, toolSubmission(), key)).status).toBe(201);
    const res = await send(API.reportError, report(), key);
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
  });

  it('forgets a key after 24 hours: a repeat then is a new request', async () => {
    const key = randomUUID();
    const first = ContributionReceipt.parse(await (await send(API.reportError, report(), key)).json());
    await server.pool.query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1", [key]);
    const again = ContributionReceipt.parse(
      await (await send(API.reportError, report({ description: 'Another report, a day later.' }), key)).json(),
    );
    expect(again.id).not.toBe(first.id);
  });

  it.each([
    ['an empty key', ''],
    ['a key with a space', 'a b'],
    ['a key of 201 characters', 'k'.repeat(201)],
  ])('refuses %s with 400 bad_request and stores nothing', async (_what, key) => {
    const before = await count('error_reports');
    const res = await send(API.reportError, report(), key);
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error).toEqual({
      code: 'bad_request',
      message: 'The Idempotency-Key header must be 1 to 200 visible ASCII characters, such as a UUID.',
    });
    expect(await count('error_reports')).toBe(before);
  });

  it('accepts a key of 200 visible characters', async () => {
    expect((await send(API.reportError, report(), '~'.repeat(200))).status).toBe(201);
  });
});

const write = async () => ({ status: 201, body: '{}' });

describe('pruning', () => {
  it('deletes expired keys on the way into a keyed write, at most once a minute per process', async () => {
    const old = async (key: string) =>
      server.pool.query(
        "INSERT INTO idempotency_keys (endpoint, key, request_hash, status, response_body, created_at) VALUES ('x', $1, 'h', 201, '{}', now() - interval '25 hours')",
        [key],
      );
    const remaining = async () => (await server.pool.query("SELECT key FROM idempotency_keys WHERE endpoint = 'x' ORDER BY key")).rows;
    let clock = 0;
    const idempotency = createIdempotency(server.pool, 24, () => clock);

    await old('stale-1');
    await idempotency.run('y', randomUUID(), {}, write);
    expect(await remaining()).toEqual([]);

    await old('stale-2');
    clock += 59_000;
    await idempotency.run('y', randomUUID(), {}, write);
    expect(await remaining()).toEqual([{ key: 'stale-2' }]);
    clock += 1_000;
    await idempotency.run('y', randomUUID(), {}, write);
    expect(await remaining()).toEqual([]);
  });
});
