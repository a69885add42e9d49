import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTRACT, ENDPOINT_NAMES, endpointPath, methodsOf, SubscribeErrorBody, type Endpoint } from './contract';
import { ErrorBody } from './error-body';
import { API } from './paths';
import { IdempotencyKey, rateLimitedMessage } from './write-safety';

const entries = Object.entries(CONTRACT) as [string, Endpoint][];
const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);

describe('the API contract', () => {
  it('lists each endpoint once by method and path, and ENDPOINT_NAMES names every entry', () => {
    const keys = entries.map(([, entry]) => `${entry.method} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(ENDPOINT_NAMES).toEqual(Object.keys(CONTRACT));
    expect(keys).toContain('POST /api/subscribe');
  });

  it.each(entries)('%s: its params schema reads exactly the names in its path', (_name, entry) => {
    const keys = entry.params instanceof z.ZodObject ? Object.keys(entry.params.shape) : [];
    expect(keys.toSorted()).toEqual(paramNames(entry.path).toSorted());
    expect(entry.params === undefined).toBe(keys.length === 0);
  });

  it.each(entries)('%s: a failure body still reads as the one error shape', (_name, entry) => {
    const body = { success: false, message: 'x', error: { code: 'validation_failed' as const, message: 'x' } };
    expect((entry.errorBody?.schema ?? ErrorBody).safeParse(body).success).toBe(true);
    const shaped = entry.errorBody ? entry.errorBody.from(body.error) : body;
    expect(ErrorBody.safeParse(shaped).success).toBe(true);
  });

  it.each(entries)('%s: declares the codes its idempotency and rate limit answer', (_name, entry) => {
    const needed = [...(entry.idempotent ? ['idempotency_mismatch', 'bad_request'] : []), ...(entry.rateLimit ? ['rate_limited'] : [])];
    expect(entry.errors).toEqual(expect.arrayContaining(needed));
  });

  it('makes every visitor write safe to retry and limited per client address', () => {
    for (const name of ['subscribe', 'submitTool', 'reportError'] as const) {
      expect(CONTRACT[name]).toMatchObject({ method: 'POST', idempotent: true, rateLimit: 'publicWrite' });
    }
    expect(entries.filter(([, entry]) => entry.method === 'GET' && (entry.idempotent || entry.rateLimit))).toEqual([]);
  });

  it.each(['0f8e5c1e-3b7a-4a0e-9c59-2f1d3c4b5a69', 'k', 'x'.repeat(200), 'a!~b'])('accepts the idempotency key %s', (key) => {
    expect(IdempotencyKey.safeParse(key).success).toBe(true);
  });

  it.each(['', ' ', 'a b', 'x'.repeat(201), 'clé', 'a\tb'])('refuses the idempotency key %j', (key) => {
    expect(IdempotencyKey.safeParse(key).error?.issues[0]?.message).toBe(
      'The Idempotency-Key header must be 1 to 200 visible ASCII characters, such as a UUID.',
    );
  });

  it('tells a rate-limited visitor how long to wait', () => {
    expect(rateLimitedMessage(1)).toBe('Too many requests from your address. Please try again in 1 second.');
    expect(rateLimitedMessage(42)).toBe('Too many requests from your address. Please try again in 42 seconds.');
  });

  it('keeps the API paths in step with the table', () => {
    expect(API.simulator(7)).toBe('/api/simulators/7');
    expect(API.job(3)).toBe(endpointPath(CONTRACT.getJob.path, { id: 3 }));
    expect(API.subscribe).toBe(CONTRACT.subscribe.path);
    const templates = new Set(entries.map(([, entry]) => entry.path.replace(/:\w+/g, '1')));
    for (const value of Object.values(API)) {
      expect(templates).toContain(typeof value === 'string' ? value : value(1));
    }
  });

  it('encodes path values and refuses a missing one', () => {
    expect(endpointPath('/api/simulators/:id', { id: 'a/b?c' })).toBe('/api/simulators/a%2Fb%3Fc');
    expect(() => endpointPath('/api/simulators/:id', {} as { id: string })).toThrow('No value for :id');
  });

  it('gives the methods of a path for the Allow header', () => {
    expect(methodsOf('/api/subscribe')).toEqual(['POST']);
    expect(methodsOf('/api/jobs/:id')).toEqual(['GET', 'PUT', 'DELETE']);
    expect(methodsOf('/api/admin/summary')).toEqual(['GET']);
    expect(methodsOf('/api/nope')).toEqual([]);
  });

  it("answers a subscription failure with the spec's success and message beside the error", () => {
    const body = {
      success: false,
      message: 'Please enter a valid email address',
      error: { code: 'validation_failed' as const, message: 'Invalid request', fields: { email: ['Please enter a valid email address'] } },
    };
    expect(SubscribeErrorBody.parse(body)).toEqual(body);
    expect(CONTRACT.subscribe.errorBody.from(body.error)).toEqual(body);
    expect(CONTRACT.subscribe.errorBody.from({ code: 'internal', message: 'Something went wrong on the server.' })).toMatchObject({
      success: false,
      message: 'Something went wrong on the server.',
    });
  });
});
