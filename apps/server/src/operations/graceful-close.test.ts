import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { freePort } from '../db/embedded';
import { createPool } from '../db/pool';
import { listen } from '../http/listen';
import { Draining } from './draining';
import { gracefulClose } from './graceful-close';

/** A server closed while requests are in flight, watched from raw sockets: what each connection is told and when it closes. */

interface Connection {
  socket: net.Socket;
  /** Everything the server has sent on it so far. */
  received: () => string;
  closed: Promise<void>;
}

const cleanups: Array<() => Promise<unknown> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).toReversed()) await cleanup();
});

const portOf = (server: Server) => (server.address() as AddressInfo).port;

function connect(server: Server): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: portOf(server) });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    cleanups.push(() => void socket.destroy());
    socket.once('connect', () => resolve({ socket, received: () => received, closed }));
    socket.once('error', reject);
  });
}

/** The next complete response on `connection` (headers and a body of Content-Length or chunked up to its end). */
async function response(connection: Connection, since = 0): Promise<string> {
  for (;;) {
    const text = connection.received().slice(since);
    const end = text.indexOf('\r\n\r\n');
    if (end >= 0) {
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, end));
      if (length && text.length >= end + 4 + Number(length[1])) return text.slice(0, end + 4 + Number(length[1]));
      if (!length && text.endsWith('0\r\n\r\n')) return text;
    }
    if (connection.socket.destroyed) throw new Error(`The connection closed before a whole response: ${JSON.stringify(text)}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;

/** Whether `promise` settles within `ms`. */
const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

function refused(server: Server, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(`accepted (listening: ${server.listening})`);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

/** An app with a request held until `release()`, a plain one, and a response streamed in two halves. */
function heldApp() {
  let release: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const app = express();
  app.get('/fast', (_req, res) => void res.send('fast'));
  app.get('/slow', async (_req, res) => {
    await held;
    res.send('slow');
  });
  app.get('/stream', async (_req, res) => {
    res.type('text/plain').write('first half ');
    await held;
    res.end('second half');
  });
  return { app, release: () => release() };
}

async function serve(app: express.Express, draining = new Draining()) {
  const server = await listen(app, 0, '127.0.0.1');
  const port = portOf(server);
  cleanups.push(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  const records: Array<{ level: number; msg: string; requests?: number }> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => records.push(JSON.parse(line)) });
  return { server, port, draining, closer: gracefulClose(server, draining, logger), records };
}

describe('gracefulClose', () => {
  it('finishes the request in flight, closes an idle keep-alive connection at once and accepts no new one', async () => {
    const { app, release } = heldApp();
    const { server, port, draining, closer } = await serve(app);
    const idle = await connect(server);
    idle.socket.write(get('/fast'));
    expect(await response(idle)).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*Connection: keep-alive\r\n[^]*fast$/);
    const busy = await connect(server);
    busy.socket.write(get('/slow'));
    await new Promise((r) => setTimeout(r, 50));

    const closing = closer.close(10_000);
    expect(draining.active).toBe(true);
    expect(await within(idle.closed, 1_000)).toBe(true);
    expect(await refused(server, port)).toBe('ECONNREFUSED');
    expect(await within(closing, 200)).toBe(false);

    release();
    // The held request gets its whole answer, told that the connection ends with it; then it does.
    expect(await response(busy)).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*Connection: close\r\n[^]*slow$/);
    expect(await within(busy.closed, 1_000)).toBe(true);
    expect(await within(closing, 1_000)).toBe(true);
  });

  it('answers a request that arrives on an open connection during the drain, with Connection: close, and /readyz 503', async () => {
    // The real app on a database that is not there: /readyz says draining before it would ask the database.
    const logger = pino({ level: 'silent' });
    const pool = createPool(`postgres://postgres:x@127.0.0.1:${await freePort()}/none`, logger);
    cleanups.push(() => pool.end());
    const draining = new Draining();
    const app = createApp({ pool, changes: { live: false, subscribe: () => () => true }, logger, webDistDir: '/nonexistent', draining });
    const { server, closer } = await serve(app, draining);
    // Headers begun but not ended: a request under way, which the drain must wait for (a load balancer's probe).
    const probe = await connect(server);
    probe.socket.write('GET /readyz HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((r) => setTimeout(r, 50));

    const closing = closer.close(10_000);
    probe.socket.write('\r\n');
    const answer = await response(probe);
    expect(answer).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n[^]*Connection: close\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'unavailable', message: 'Not ready: the server is shutting down.' },
    });
    expect(await within(probe.closed, 1_000)).toBe(true);
    expect(await within(closing, 1_000)).toBe(true);
  });

  it('closes the connection of a response already streaming when the drain began, once it ends', async () => {
    const { app, release } = heldApp();
    const { server, closer } = await serve(app);
    const streaming = await connect(server);
    streaming.socket.write(get('/stream'));
    await new Promise((r) => setTimeout(r, 50));
    // Its headers went out before the drain: they promised keep-alive.
    expect(streaming.received()).toMatch(/Connection: keep-alive\r\n[^]*first half /);

    const closing = closer.close(10_000);
    expect(await within(streaming.closed, 200)).toBe(false);
    release();
    expect(await response(streaming)).toMatch(/first half [^]*second half/);
    expect(await within(streaming.closed, 1_000)).toBe(true);
    expect(await within(closing, 1_000)).toBe(true);
  });

  it('cuts the connections still open at the timeout, and says so', async () => {
    const { app } = heldApp();
    const { server, closer, records } = await serve(app);
    const stuck = await connect(server);
    stuck.socket.write(get('/slow'));
    await new Promise((r) => setTimeout(r, 50));

    const started = performance.now();
    await closer.close(300);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1_500);
    expect(await within(stuck.closed, 500)).toBe(true);
    expect(stuck.received()).toBe('');
    expect(records).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'requests still running at the shutdown timeout; cutting their connections', requests: 1 }),
    );
  });
});
