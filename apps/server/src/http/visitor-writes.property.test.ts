import { API, ErrorBody } from '@rsd/core';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeed, toolSubmission } from '../test/fixtures';
import { postJson } from '../test/post-json';
import { startTestServer, type TestServer } from '../test/test-server';

// Every generated body is a request from 127.0.0.1: a limit no run can reach, set through the server's config.
const rateLimits = { publicWrite: { limit: 1_000_000, windowSeconds: 60 } };
const RUNS = 120;

let server: TestServer;
let simulatorId: number;
beforeAll(async () => {
  server = await startTestServer({ seed: fixtureSeed, rateLimits });
  simulatorId = (await server.pool.query<{ id: number }>('SELECT min(id)::int AS id FROM simulators')).rows[0]!.id;
});
afterAll(() => server?.close());

/** The characters that break naive storage and rendering, mixed into generated strings. */
const trickyChar = fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\ud800', '\udfff', '\u0301', '\u202e', '\ufeff', '🛢', '<', '"', "'", '\\', '\n', '\t', ' ', 'a', 'é');

const oddString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: trickyChar, maxLength: 40 }),
  fc.constantFrom('', ' ', 'general', '0', '-1', '1.5', '1e309', 'NaN', '3000000000', 'javascript:alert(1)', 'https://x', '[', '[{"benchmark_name":"\\u0000"}]', 'x'.repeat(20_001)),
);

const oddValue = fc.oneof(
  oddString,
  fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, -0),
);

/** A field's valid value with odd text spliced in, or any odd value: most keep the body valid but for this. */
const mutated = (original: unknown) =>
  fc.oneof(
    { arbitrary: fc.tuple(fc.nat(), fc.string({ unit: trickyChar, minLength: 1, maxLength: 8 })).map(([at, odd]) => splice(String(original), at, odd)), weight: 3 },
    { arbitrary: oddValue, weight: 1 },
  );

const splice = (text: string, at: number, odd: string) => {
  const index = at % (text.length + 1);
  return text.slice(0, index) + odd + text.slice(index);
};

/** A valid body with a field perhaps dropped and one to three replaced (or added, for names it does not know). */
const nearValid = (valid: Record<string, unknown>) => {
  const keys = Object.keys(valid);
  const change = fc.constantFrom(...keys, 'extra', '__proto__', 'constructor').chain((key) => fc.tuple(fc.constant(key), mutated(valid[key] ?? '')));
  return fc
    .record({ drop: fc.subarray(keys, { maxLength: 1 }), set: fc.array(change, { minLength: 1, maxLength: 3 }) })
    .map(({ drop, set }) => ({ ...Object.fromEntries(Object.entries(valid).filter(([key]) => !drop.includes(key))), ...Object.fromEntries(set) }));
};

/** No key, a fresh one, one of a few reused ones (so bodies collide on a key), or a malformed one. */
const idempotencyKey = fc.oneof(
  fc.constant(undefined),
  fc.uuid(),
  fc.constantFrom('shared-key-1', 'shared-key-2'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 210 }),
);

/** Any JSON value, or text that is not JSON at all. */
const anyBody = fc.oneof(fc.jsonValue({ stringUnit: 'binary' }), fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((text) => ({ rawText: text })));

const endpoints = [
  { name: 'subscribe', path: API.subscribe, valid: () => ({ email: 'prop@example.org', name: 'Ada', company: 'SINTEF', source: 'hero-section' }) },
  { name: 'submitTool', path: API.submitTool, valid: () => toolSubmission() },
  {
    name: 'reportError',
    path: API.reportError,
    valid: () => ({
      simulatorId,
      errorType: 'outdated',
      description: 'The latest release is 2024.10.',
      correction: '2024.10',
      reporterName: 'Grace Hopper',
      reporterEmail: 'grace@example.org',
      reporterOrganization: 'US Navy',
    }),
  },
] as const;

async function send(path: string, body: unknown, key: string | undefined): Promise<{ status: number; text: string }> {
  const raw = typeof body === 'object' && body !== null && 'rawText' in body ? String(body.rawText) : JSON.stringify(body);
  const res = await postJson(server.url + path, raw, key === undefined ? {} : { 'Idempotency-Key': key });
  return { status: res.status, text: await res.text() };
}

/** Below 500, and a failure in the one error shape (checkResponses already makes a success off-contract a 500). */
function expectNoServerError(answer: { status: number; text: string }, body: unknown): void {
  // The failure message carries the answer and the body, which fast-check then shrinks.
  expect(answer.status < 500 ? 'below 500' : `${answer.status} ${answer.text} for ${JSON.stringify(body)}`).toBe('below 500');
  const parsed: unknown = JSON.parse(answer.text);
  expect(answer.status < 400 || ErrorBody.safeParse(parsed).success ? 'in shape' : answer.text).toBe('in shape');
}

describe.each(endpoints)('POST $path never answers 5xx', ({ path, valid }) => {
  const holds = (body: fc.Arbitrary<unknown>) =>
    fc.assert(
      fc.asyncProperty(body, idempotencyKey, async (generated, key) => {
        expectNoServerError(await send(path, generated, key), generated);
      }),
      { numRuns: RUNS },
    );

  it('for any JSON value or non-JSON text as its body', async () => {
    await expect(holds(anyBody)).resolves.toBeUndefined();
  });

  it('for a near-valid body with fields dropped or mutated', async () => {
    await expect(holds(nearValid(valid()))).resolves.toBeUndefined();
  });
});
