import type { AddressInfo } from 'node:net';
import { ErrorBody, IdParams } from '@rsd/core';
import express from 'express';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from './error-handler';
import { validate } from './validate';

const Body = z.object({
  name: z.string().min(2, 'Name must be at least 2 characters.'),
  contact: z.object({ email: z.email('Please enter a valid email address.') }),
  tags: z.array(z.string()).default([]),
});
const Query = z.object({ page: z.coerce.number().int().min(1).default(1) });

let url: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(pinoHttp({ logger: pino({ level: 'silent' }) }));
  app.use(express.json());
  app.post('/things/:id', validate({ params: IdParams, query: Query, body: Body }), (req, res) => {
    // Echo the parsed values with their runtime types: later handlers must see what the schemas produced.
    res.json({ params: req.params, query: req.query, body: req.body, idType: typeof req.params.id });
  });
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const post = (path: string, body: unknown) =>
  fetch(url + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('validate()', () => {
  it('hands the parsed, coerced and defaulted values to the handler', async () => {
    const res = await post('/things/42?page=3', { name: 'OPM', contact: { email: 'a@example.org' }, extra: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      params: { id: 42 },
      query: { page: 3 },
      body: { name: 'OPM', contact: { email: 'a@example.org' }, tags: [] },
      idType: 'number',
    });
  });

  it('applies query defaults', async () => {
    const res = await post('/things/1', { name: 'OPM', contact: { email: 'a@example.org' } });
    expect(await res.json()).toMatchObject({ query: { page: 1 } });
  });

  it('answers 400 validation_failed with messages by field path', async () => {
    const res = await post('/things/7', { name: 'x', contact: { email: 'nope' } });
    expect(res.status).toBe(400);
    const { error } = ErrorBody.parse(await res.json());
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({
      name: ['Name must be at least 2 characters.'],
      'contact.email': ['Please enter a valid email address.'],
    });
    expect(error.message).toBe(
      'Invalid request: name: Name must be at least 2 characters.; contact.email: Please enter a valid email address.',
    );
  });

  it('keeps whole-body problems in the message, not in fields', async () => {
    const res = await post('/things/7', ['not', 'an', 'object']);
    expect(res.status).toBe(400);
    const { error } = ErrorBody.parse(await res.json());
    expect(error.fields).toEqual({});
    expect(error.message).toMatch(/^Invalid request: /);
  });

  it('checks params before the body', async () => {
    const res = await post('/things/abc', {});
    expect(ErrorBody.parse(await res.json()).error.fields).toEqual({ id: ['id must be a positive integer.'] });
  });
});
