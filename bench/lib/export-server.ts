/**
 * The real app in a process of its own, so bench/export.ts can read this process's memory from /proc without
 * the client's buffers in it. Reads BENCH_DATABASE_URL; prints `{"url": ...}` on one line once listening. Asked
 * over IPC, it answers the largest V8 heap it used since it was last asked (sampled every 10 ms).
 */
import { ChangeFeed } from '../../apps/server/src/db/change-feed';
import { createApp } from '../../apps/server/src/app';
import { createPool } from '../../apps/server/src/db/pool';
import os from 'node:os';
import { getHeapStatistics } from 'node:v8';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { silentLogger } from './bench-app';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is not set.');
const pool = createPool(databaseUrl, silentLogger);
const changes = await ChangeFeed.start({ connectionString: databaseUrl, logger: silentLogger });
const app = createApp({ pool, changes, logger: silentLogger, webDistDir: path.join(os.tmpdir(), 'rsd-bench-no-web-build') });
const server = app.listen(0, '127.0.0.1', () => {
  console.info(JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
});
let heapPeak = 0;
setInterval(() => {
  heapPeak = Math.max(heapPeak, getHeapStatistics().used_heap_size);
}, 10).unref();
process.on('message', () => {
  process.send?.({ heapPeak: Math.max(heapPeak, getHeapStatistics().used_heap_size) });
  heapPeak = 0;
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close();
  void changes
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
