import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Cleanup } from './harness';

/** Serves `app` on a free port of 127.0.0.1 until the benchmark ends; returns its base URL. */
export async function listenOnLoopback(app: Express, name: string, cleanup: Cleanup): Promise<string> {
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  cleanup.defer(name, () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
