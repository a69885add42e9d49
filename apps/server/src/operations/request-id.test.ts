import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';
import { startDeadDatabaseApp, type DeadDatabaseApp } from '../test/dead-database-app';

/** The real app with its logger writing into an array, on a database that is not there (so a page logs a warning). */

interface LogRecord {
  level: number;
  msg: string;
  req?: { id?: string; url?: string };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let webDir: string;
let url: string;
let app: DeadDatabaseApp;
let records: LogRecord[] = [];

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-request-id-'));
  await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>directory</title>');
  app = await startDeadDatabaseApp(webDir, (record) => records.push(record as LogRecord));
  url = app.url;
});
afterAll(async () => {
  await app.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

const settle = () => new Promise((r) => setTimeout(r, 100));

/** The X-Request-Id a GET of `path` is answered with, sending `sent` as its own (raw bytes, so odd ones go as they are). */
function idAnswered(target: string, sent: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: Number(new URL(url).port) });
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(/\r\nX-Request-Id: ([^\r]*)\r\n/i.exec(answer)?.[1]));
    socket.write(Buffer.from(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nX-Request-Id: ${sent}\r\nConnection: close\r\n\r\n`, 'latin1'));
  });
}

describe('X-Request-Id', () => {
  it('keeps a well-formed id from the caller, answers with it, and puts it in every log line of the request', async () => {
    records = [];
    const id = 'lb-7f3a:Edge_01.9';
    // A page on a database that is down: the request logs a warning of its own before its request line.
    const res = await fetch(`${url}/simulator/1`, { headers: { 'X-Request-Id': id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(id);
    await settle();
    const lines = records.filter((r) => r.req?.url === '/simulator/1');
    expect(lines.map((r) => r.msg)).toEqual(['page head without the row facts', 'request completed']);
    expect(lines.map((r) => r.req?.id)).toEqual([id, id]);
  });

  it('makes a new id for a request without one, a different one each time', async () => {
    const first = (await fetch(`${url}/livez`)).headers.get('x-request-id');
    const second = (await fetch(`${url}/livez`)).headers.get('x-request-id');
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it('answers errors with it too', async () => {
    const unavailable = await fetch(url + API.simulators, { headers: { 'X-Request-Id': 'req-503' } });
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('x-request-id')).toBe('req-503');
    const missing = await fetch(`${url}/api/nothing-here`, { headers: { 'X-Request-Id': 'req-404' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toBe('req-404');
  });

  it('accepts up to 128 characters of letters, digits and . _ : -', async () => {
    const longest = `${'a1._:-'.repeat(21)}xy`;
    expect(longest).toHaveLength(128);
    expect(await idAnswered('/livez', longest)).toBe(longest);
  });

  it.each([
    ['a space', 'two words'],
    ['129 characters', 'x'.repeat(129)],
    ['a tab', 'tab\there'],
    ['a letter outside ASCII', 'caf\u00e9'],
    ['log-line punctuation', '{"level":60}'],
    ['a slash', 'a/b'],
  ])('replaces an id with %s by a new one', async (_what, sent) => {
    records = [];
    const answered = await idAnswered('/api/nothing-here', sent);
    expect(answered).toMatch(UUID);
    await settle();
    expect(records.find((r) => r.req?.url === '/api/nothing-here')?.req?.id).toBe(answered);
  });

  // Node's parser answers 400 itself to most control characters in a header; the rule holds where one gets through.
  it.each([['\u0000'], ['\u0007'], ['\u001b[31m'], ['\u007f'], ['line\nbreak']])(
    'replaces an id with the control character in %j',
    (sent) => {
      const req = new http.IncomingMessage(new net.Socket());
      req.headers['x-request-id'] = `id${sent}`;
      const res = new http.ServerResponse(req);
      const id = requestIdOf(req, res);
      expect(id).toMatch(UUID);
      expect(res.getHeader(REQUEST_ID_HEADER)).toBe(id);
    },
  );

  it('replaces two ids sent at once by a new one', async () => {
    const answered = await new Promise<string | undefined>((resolve, reject) => {
      http
        .get(`${url}/livez`, { headers: { 'X-Request-Id': ['first', 'second'] }, agent: false }, (res) => {
          res.resume();
          resolve(res.headers['x-request-id'] as string | undefined);
        })
        .on('error', reject);
    });
    expect(answered).toMatch(UUID);
  });
});
