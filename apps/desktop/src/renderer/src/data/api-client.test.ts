import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiGet, apiGetJson, apiPost, isUnreachable, NetworkError } from './api-client';

const fetchMock = vi.fn<typeof fetch>();

function respondWith(body: string, init: ResponseInit = {}) {
  fetchMock.mockResolvedValueOnce(new Response(body, init));
}

vi.stubGlobal('fetch', fetchMock);
afterEach(() => {
  fetchMock.mockReset();
});

const Item = z.object({ id: z.number() });

describe('api client', () => {
  it('GETs the same-origin path with credentials and no content type', async () => {
    respondWith('{"id":3}', { status: 200 });

    expect(await apiGet('/api/simulators/3', Item)).toEqual({ id: 3 });

    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/simulators/3');
    expect(init).toEqual({ method: 'GET', credentials: 'include' });
  });

  it('sends a JSON body with a JSON content type', async () => {
    respondWith('{"id":4}', { status: 201 });

    await apiPost('/api/things', { name: 'x' }, Item);

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"name":"x"}');
  });

  it('turns a non-OK response into "status: text", keeping the error body', async () => {
    const body = '{"error":{"code":"not_found","message":"Simulator 9 not found."}}';
    respondWith(body, { status: 404, statusText: 'Not Found' });

    const error = await apiGet('/api/simulators/9', Item).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`404: ${body}`);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).body?.error.message).toBe('Simulator 9 not found.');
  });

  it('uses the status text when the error response has no body', async () => {
    respondWith('', { status: 503, statusText: 'Service Unavailable' });

    await expect(apiGetJson('/api/sync')).rejects.toThrow('503: Service Unavailable');
  });

  it('keeps a non-JSON error text and no body', async () => {
    respondWith('upstream broke', { status: 502, statusText: 'Bad Gateway' });

    const error = (await apiPost('/api/subscribe', {}, Item).catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe('502: upstream broke');
    expect(error.body).toBeNull();
  });

  it('reports an unreachable server as a NetworkError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    const error = await apiGetJson('/api/sync').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NetworkError);
    expect(isUnreachable(error)).toBe(true);
  });

  it("counts a 503 'unavailable' (the desktop proxy with the server down) as unreachable, other failures not", async () => {
    const unavailable = '{"error":{"code":"unavailable","message":"The directory server cannot be reached."}}';
    respondWith(unavailable, { status: 503 });
    respondWith('{"error":{"code":"internal","message":"boom"}}', { status: 503 });
    respondWith(unavailable, { status: 500 });

    const errors = await Promise.all([1, 2, 3].map(() => apiGetJson('/api/sync').catch((e: unknown) => e)));

    expect(errors.map(isUnreachable)).toEqual([true, false, false]);
    expect(isUnreachable(new Error('anything else'))).toBe(false);
  });

  it('rejects a response that does not match the schema', async () => {
    respondWith('{"id":"three"}', { status: 200 });

    await expect(apiGet('/api/simulators/3', Item)).rejects.toThrow(z.ZodError);
  });
});
