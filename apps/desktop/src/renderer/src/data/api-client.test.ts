import { CONTRACT, PUBLIC_READS, VISITOR_WRITES, type Endpoint } from '@rsd/core';
import { makeSimulator } from '@rsd/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, callApi, callApiRaw, isUnreachable, NetworkError, requestEndpoint } from './api-client';

const fetchMock = vi.fn<typeof fetch>();

function respondWith(body: string, init: ResponseInit = {}) {
  fetchMock.mockResolvedValueOnce(new Response(body, init));
}

vi.stubGlobal('fetch', fetchMock);
afterEach(() => {
  fetchMock.mockReset();
});

const lastCall = () => {
  const [path, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { path, init };
};

describe('api client calls contract entries', () => {
  it('GETs the entry it is given, with its path values, same-origin with credentials and no content type', async () => {
    const simulator = makeSimulator({ id: 3 });
    respondWith(JSON.stringify(simulator), { status: 200 });

    expect(await callApi(PUBLIC_READS.getSimulator, { params: { id: 3 } })).toEqual(simulator);

    expect(lastCall()).toEqual({ path: '/api/simulators/3', init: { method: 'GET', credentials: 'include' } });
  });

  it("takes the entry itself, not a name: any entry's path, and the answer parsed by its own response schema", async () => {
    const entry = {
      method: 'GET',
      path: '/api/things/:id',
      response: z.object({ n: z.string().transform(Number) }),
      errors: [],
    } satisfies Endpoint;
    respondWith('{"n":"7","extra":true}', { status: 200 });

    expect(await callApi(entry, { params: { id: 5 } })).toEqual({ n: 7 });
    expect(lastCall().path).toBe('/api/things/5');
  });

  it('writes the query, leaving out absent values', async () => {
    respondWith('[]', { status: 200 });
    await callApi(PUBLIC_READS.listJobs, { query: { sort: 'salary_desc', title: undefined } });
    expect(lastCall().path).toBe('/api/jobs?sort=salary_desc');

    respondWith('[]', { status: 200 });
    await callApi(PUBLIC_READS.listJobs);
    expect(lastCall().path).toBe('/api/jobs');
  });

  it("POSTs the entry's JSON body with a JSON content type and parses the answer", async () => {
    respondWith('{"success":true,"message":"ok"}', { status: 200 });

    const result = await callApi(VISITOR_WRITES.subscribe, { body: { email: 'ada@example.org', source: 'hero-section' } });

    expect(result).toEqual({ success: true, message: 'ok' });
    const { path, init } = lastCall();
    expect(path).toBe('/api/subscribe');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"email":"ada@example.org","source":"hero-section"}');
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('sends %s for an entry of that method', async (method) => {
    const entry = { method, path: '/api/things/:id', response: z.unknown(), errors: [] } satisfies Endpoint;
    respondWith('{"ok":true}', { status: 200 });

    expect(await requestEndpoint(entry, { params: { id: 'a b' }, body: method === 'DELETE' ? undefined : { x: 1 } })).toEqual({ ok: true });

    expect(lastCall().path).toBe('/api/things/a%20b');
    expect(lastCall().init?.method).toBe(method);
  });

  it('sends extra request headers (an Idempotency-Key) beside the JSON content type', async () => {
    respondWith('{"id":4}', { status: 201 });

    await callApi(VISITOR_WRITES.reportError, {
      body: {
        simulatorId: null,
        errorType: 'other',
        description: 'The site is slow.',
        reporterName: 'Ada',
        reporterEmail: 'ada@example.org',
      },
      headers: { 'Idempotency-Key': 'key-1' },
    });

    expect(lastCall().init?.headers).toEqual({ 'Idempotency-Key': 'key-1', 'Content-Type': 'application/json' });
  });

  it('covers every entry of the table with a method fetch can send', () => {
    for (const entry of Object.values(CONTRACT)) expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).toContain(entry.method);
  });

  it('hands the sync page over raw, for the engine to validate', async () => {
    respondWith('{"anything":1}', { status: 200 });

    expect(await callApiRaw(PUBLIC_READS.sync, { query: { since: '42', limit: 500 } })).toEqual({ anything: 1 });
    expect(lastCall().path).toBe('/api/sync?since=42&limit=500');
  });

  it('rejects a response that does not match the entry schema', async () => {
    respondWith('{"id":"three"}', { status: 200 });

    await expect(callApi(PUBLIC_READS.getSimulator, { params: { id: 3 } })).rejects.toThrow(z.ZodError);
  });
});

describe('api client failures', () => {
  it('turns a non-OK response into "status: text", keeping the error body and its JSON', async () => {
    const body = '{"error":{"code":"not_found","message":"Simulator 9 not found."}}';
    respondWith(body, { status: 404, statusText: 'Not Found' });

    const error = await callApi(PUBLIC_READS.getSimulator, { params: { id: 9 } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`404: ${body}`);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).body?.error.message).toBe('Simulator 9 not found.');
    expect((error as ApiError).data).toEqual(JSON.parse(body));
  });

  it('uses the status text when the error response has no body', async () => {
    respondWith('', { status: 503, statusText: 'Service Unavailable' });

    await expect(callApiRaw(PUBLIC_READS.sync)).rejects.toThrow('503: Service Unavailable');
  });

  it('keeps a non-JSON error text and no body', async () => {
    respondWith('upstream broke', { status: 502, statusText: 'Bad Gateway' });

    const error = (await callApi(VISITOR_WRITES.subscribe, { body: { email: 'a@b.org' } }).catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe('502: upstream broke');
    expect(error.body).toBeNull();
    expect(error.data).toBeNull();
  });

  it("keeps a 429's Retry-After for the outbox", async () => {
    respondWith('{"error":{"code":"rate_limited","message":"Too many requests."}}', { status: 429, headers: { 'Retry-After': '17' } });

    const error = await callApi(VISITOR_WRITES.subscribe, { body: { email: 'ada@example.org' } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, retryAfter: '17' });
  });

  it('reports an unreachable server as a NetworkError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    const error = await callApiRaw(PUBLIC_READS.sync).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NetworkError);
    expect(isUnreachable(error)).toBe(true);
  });

  it("counts a 503 'unavailable' (the desktop proxy with the server down) as unreachable, other failures not", async () => {
    const unavailable = '{"error":{"code":"unavailable","message":"The directory server cannot be reached."}}';
    respondWith(unavailable, { status: 503 });
    respondWith('{"error":{"code":"internal","message":"boom"}}', { status: 503 });
    respondWith(unavailable, { status: 500 });

    const errors = await Promise.all([1, 2, 3].map(() => callApiRaw(PUBLIC_READS.sync).catch((e: unknown) => e)));

    expect(errors.map(isUnreachable)).toEqual([true, false, false]);
    expect(isUnreachable(new Error('anything else'))).toBe(false);
  });
});
