import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeadDatabaseApp, type DeadDatabaseApp } from '../test/dead-database-app';

/** The real app with its request logger writing into an array, on a database that is not there. */

interface LogRecord {
  level: number;
  msg: string;
  err?: unknown;
  reason?: string;
  req?: { url?: string };
  res?: { statusCode: number };
}

let webDir: string;
let url: string;
let app: DeadDatabaseApp;
let records: LogRecord[];

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-log-'));
  // Large enough that the client can leave halfway (random, so compression cannot shrink it).
  // A streamed build file: index.html is rendered per request (link previews), so it is sent whole.
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.writeFile(path.join(webDir, 'assets', 'large-Ab12.js'), randomBytes(24 * 1024 * 1024).toString('base64'));
  app = await startDeadDatabaseApp(webDir, (record) => records.push(record as LogRecord));
  url = app.url;
});
afterAll(async () => {
  await app.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

const settle = () => new Promise((r) => setTimeout(r, 200));
const ERROR = 50;
const WARN = 40;

describe('request logs', () => {
  it('log a request as its method, URL, address and user agent, with no header object (and so no cookie)', async () => {
    records = [];
    const res = await fetch(`${url}/assets/missing-Ab12.js`, { headers: { Cookie: 'rsd_session=secret', 'User-Agent': 'log-test/1' } });
    expect(res.status).toBe(404);
    await settle();
    const line = records.find((r) => r.req?.url === '/assets/missing-Ab12.js');
    expect(line).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/assets/missing-Ab12.js', userAgent: 'log-test/1' },
      res: { statusCode: 404 },
    });
    expect(line?.req).not.toHaveProperty('headers');
    expect(line?.res).not.toHaveProperty('headers');
    expect(JSON.stringify(records)).not.toContain('secret');
  });

  it('log a 503 (database unavailable) once, at warn, with the reason and no stack', async () => {
    records = [];
    const res = await fetch(url + API.simulators);
    expect(res.status).toBe(503);
    await settle();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ level: WARN, msg: 'database unavailable', reason: 'ECONNREFUSED', res: { statusCode: 503 } });
    expect(records[0]?.err).toBeUndefined();
    expect(JSON.stringify(records)).not.toMatch(/"stack"/);
  });

  it('do not log a client that leaves mid-download as an error', async () => {
    records = [];
    await new Promise<void>((resolve, reject) => {
      const req = http.get(`${url}/assets/large-Ab12.js`, { agent: false }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(err)));
    });
    await settle();
    expect(records.filter((r) => r.level >= ERROR)).toEqual([]);
    expect(records.map((r) => r.msg)).toContain('request aborted');
  });
});
