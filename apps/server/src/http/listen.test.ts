import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import {
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  listen,
  MAX_CONNECTIONS,
  MAX_CONNECTIONS_PER_CLIENT,
  REQUEST_TIMEOUT_MS,
} from './listen';

const portOf = (server: Server) => (server.address() as AddressInfo).port;

/** A TCP connection to the server, from `localAddress` when given; resolves once connected. */
function connect(server: Server, localAddress?: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: portOf(server), ...(localAddress ? { localAddress } : {}) });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Whether the server closed `socket` within `ms`. */
function closedWithin(socket: net.Socket, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** The status line of a GET / sent on `socket`. */
function statusLine(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.destroyed) {
      reject(new Error('The server has closed the socket.'));
      return;
    }
    socket.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1').split('\r\n')[0] ?? ''));
    socket.once('close', () => reject(new Error('The server closed the socket.')));
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
  });
}

/** Resolves once the server holds no socket: each close it has seen has been counted. */
async function drained(server: Server): Promise<void> {
  const count = () => new Promise<number>((resolve, reject) => server.getConnections((err, n) => (err ? reject(err) : resolve(n))));
  while ((await count()) > 0) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** An app that answers GET / with 200, with `trust proxy` set as given. */
function okApp(trustProxy: string | false = false) {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  return app;
}

async function withServer(app: express.Express, test: (server: Server, sockets: net.Socket[]) => Promise<void>): Promise<void> {
  const server = await listen(app, 0, '127.0.0.1');
  const sockets: net.Socket[] = [];
  try {
    await test(server, sockets);
  } finally {
    for (const socket of sockets) socket.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('listen', () => {
  it('binds to the given address with deliberate timeouts and a connection cap', async () => {
    const server = await listen(express(), 0, '127.0.0.1');
    try {
      expect(server.address()).toMatchObject({ address: '127.0.0.1', family: 'IPv4' });
      expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
      expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
      expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
      expect(server.maxConnections).toBe(MAX_CONNECTIONS);
      // Headers must come faster than Node's 60 s default allows a slow client.
      expect(HEADERS_TIMEOUT_MS).toBeLessThan(60_000);
      expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS);
      expect(MAX_CONNECTIONS_PER_CLIENT).toBeLessThan(MAX_CONNECTIONS / 4);
    } finally {
      server.close();
    }
  });

  it('takes the keep-alive and headers timeouts it is given (KEEP_ALIVE_TIMEOUT_MS, HEADERS_TIMEOUT_MS)', async () => {
    const server = await listen(express(), 0, '127.0.0.1', { keepAliveTimeoutMs: 25_000, headersTimeoutMs: 26_000 });
    try {
      expect(server.keepAliveTimeout).toBe(25_000);
      expect(server.headersTimeout).toBe(26_000);
      expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    } finally {
      server.close();
    }
  });

  it(
    'keeps an idle keep-alive connection open past the headers timeout, so a balancer may reuse it until the keep-alive timeout',
    { timeout: 15_000 },
    async () => {
      const server = await listen(okApp(), 0, '127.0.0.1', { keepAliveTimeoutMs: 6_000, headersTimeoutMs: 1_500 });
      const socket = await connect(server);
      try {
        expect(await statusLine(socket)).toBe('HTTP/1.1 200 OK');
        // Idle for twice the headers timeout, with Node checking every CONNECTIONS_CHECKING_INTERVAL_MS.
        expect(await closedWithin(socket, 3_000)).toBe(false);
        expect(await statusLine(socket)).toBe('HTTP/1.1 200 OK');
      } finally {
        socket.destroy();
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );

  it('rejects when the address is taken', async () => {
    const first = await listen(express(), 0, '127.0.0.1');
    try {
      await expect(listen(express(), portOf(first), '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      first.close();
    }
  });

  it('closes a client that trickles its headers a byte a second once the headers timeout has passed', { timeout: 25_000 }, async () => {
    await withServer(okApp(), async (server, sockets) => {
      const socket = await connect(server);
      sockets.push(socket);
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      // Writes after the server has closed may fail; the close is what is measured.
      socket.on('error', () => undefined);
      const headers = `GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(40)}`;
      const started = performance.now();
      let sent = 0;
      const drip = setInterval(() => socket.write(headers.charAt(sent++ % headers.length)), 1_000);
      socket.write(headers.charAt(sent++));
      try {
        // Node checked the timeout every 30 s by default, which closed such a client after 33 s.
        expect(await closedWithin(socket, 15_000)).toBe(true);
      } finally {
        clearInterval(drip);
      }
      const elapsed = performance.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
      expect(elapsed).toBeLessThan(HEADERS_TIMEOUT_MS + 2_500);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    });
  });

  it(`closes a client's socket beyond ${MAX_CONNECTIONS_PER_CLIENT} at once, keeps its first ones and lets another address in`, async () => {
    await withServer(okApp(), async (server, sockets) => {
      for (let i = 0; i < MAX_CONNECTIONS_PER_CLIENT; i++) sockets.push(await connect(server));
      const extra = await connect(server);
      sockets.push(extra);
      expect(await closedWithin(extra, 2_000)).toBe(true);

      // Linux routes all of 127/8 to lo: 127.0.0.2 is another client address on the same machine.
      const other = await connect(server, '127.0.0.2');
      sockets.push(other);
      expect(await statusLine(other)).toBe('HTTP/1.1 200 OK');
      for (const kept of sockets.slice(0, MAX_CONNECTIONS_PER_CLIENT)) expect(await statusLine(kept)).toBe('HTTP/1.1 200 OK');
    });
  });

  it('gives a closed socket back to its client, however often it opens and closes', async () => {
    await withServer(okApp(), async (server, sockets) => {
      for (let round = 0; round < 5; round++) {
        const batch = await Promise.all(Array.from({ length: MAX_CONNECTIONS_PER_CLIENT }, () => connect(server)));
        sockets.push(...batch);
        for (const socket of batch) socket.destroy();
        await drained(server);
      }
      const batch: net.Socket[] = [];
      for (let i = 0; i < MAX_CONNECTIONS_PER_CLIENT; i++) batch.push(await connect(server));
      sockets.push(...batch);
      for (const socket of batch) expect(await statusLine(socket)).toBe('HTTP/1.1 200 OK');
      const extra = await connect(server);
      sockets.push(extra);
      expect(await closedWithin(extra, 2_000)).toBe(true);
    });
  });

  it('does not cap a trusted proxy, through which every visitor arrives', async () => {
    await withServer(okApp('loopback'), async (server, sockets) => {
      for (let i = 0; i <= MAX_CONNECTIONS_PER_CLIENT; i++) sockets.push(await connect(server));
      for (const socket of [sockets[0]!, sockets.at(-1)!]) expect(await statusLine(socket)).toBe('HTTP/1.1 200 OK');
    });
  });
});
