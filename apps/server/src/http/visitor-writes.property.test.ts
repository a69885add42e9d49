import { API } from '@rsd/core/testing';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeed, toolSubmission } from '../test/fixtures';
import { anyBody, bodyText, deeplyNested, expectNoServerError, nearValid } from '../test/odd-input';
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

/** No key, a fresh one, one of a few reused ones (so bodies collide on a key), or a malformed one. */
const idempotencyKey = fc.oneof(
  fc.constant(undefined),
  fc.uuid(),
  fc.constantFrom('shared-key-1', 'shared-key-2'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 210 }),
);

const endpoints = [
  {
    name: 'subscribe',
    path: API.subscribe,
    valid: () => ({ email: 'prop@example.org', name: 'Ada', company: 'SINTEF', source: 'hero-section' }),
  },
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
  const res = await postJson(server.url + path, bodyText(body), key === undefined ? {} : { 'Idempotency-Key': key });
  return { status: res.status, text: await res.text() };
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

  it('for a valid body with a field nested thousands deep', async () => {
    await expect(holds(deeplyNested(valid()))).resolves.toBeUndefined();
  });
});
