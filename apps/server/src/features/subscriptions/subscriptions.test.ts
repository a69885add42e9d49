import { SubscribeErrorBody, SubscriptionResult } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { SUBSCRIBED_MESSAGE } from './subscriptions.service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const subscribe = (body: unknown) =>
  fetch(server.url + API.subscribe, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const stored = async (email: string) =>
  (
    await server.pool.query<{ email: string; name: string | null; company: string | null; source: string }>(
      'SELECT email, name, company, source FROM subscriptions WHERE lower(email) = lower($1)',
      [email],
    )
  ).rows;

describe('POST /api/subscribe', () => {
  it('stores a subscription with the default source and answers success', async () => {
    const res = await subscribe({ email: 'ada@example.org' });
    expect(res.status).toBe(200);
    expect(SubscriptionResult.parse(await res.json())).toEqual({ success: true, message: SUBSCRIBED_MESSAGE });
    expect(await stored('ada@example.org')).toEqual([{ email: 'ada@example.org', name: null, company: null, source: 'website' }]);
  });

  it('keeps the name, company and source the box sent, trimmed', async () => {
    await subscribe({ email: ' grace@example.org ', name: ' Grace ', company: 'Navy', source: 'hero-section' });
    expect(await stored('grace@example.org')).toEqual([
      { email: 'grace@example.org', name: 'Grace', company: 'Navy', source: 'hero-section' },
    ]);
  });

  it('does not store an address twice, in any letter case, and answers the second exactly like the first', async () => {
    const first = await subscribe({ email: 'linus@example.org' });
    const firstBody = await first.text();
    const res = await subscribe({ email: 'LINUS@Example.org', name: 'Linus' });
    expect(res.status).toBe(first.status);
    expect(await res.text()).toBe(firstBody);
    expect(SubscriptionResult.parse(JSON.parse(firstBody))).toEqual({ success: true, message: SUBSCRIBED_MESSAGE });
    expect(await stored('linus@example.org')).toHaveLength(1);
  });

  it.each([{ email: 'not-an-address' }, { email: '' }, {}])(
    'answers 400 with success false, the message and the field errors for %j',
    async (body) => {
      const res = await subscribe(body);
      expect(res.status).toBe(400);
      const answer = SubscribeErrorBody.parse(await res.json());
      expect(answer).toMatchObject({ success: false, message: 'Please enter a valid email address' });
      expect(answer.error.code).toBe('validation_failed');
      expect(answer.error.fields).toEqual({ email: ['Please enter a valid email address'] });
    },
  );

  it("answers another field's error with that field's message", async () => {
    const res = await subscribe({ email: 'a@example.org', source: 'x'.repeat(51) });
    expect(res.status).toBe(400);
    const answer = SubscribeErrorBody.parse(await res.json());
    expect(answer.message).toBe('Must be at most 50 characters.');
    expect(answer.error.fields).toEqual({ source: ['Must be at most 50 characters.'] });
  });

  it('answers a body that is not JSON in the same shape, with the reason as its message', async () => {
    const res = await fetch(server.url + API.subscribe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(SubscribeErrorBody.parse(await res.json())).toEqual({
      success: false,
      message: 'The request body is not valid JSON.',
      error: { code: 'malformed_json', message: 'The request body is not valid JSON.' },
    });
  });

  it('stores nothing for a refused address', async () => {
    await subscribe({ email: 'nope' });
    expect(await stored('nope')).toEqual([]);
  });
});
