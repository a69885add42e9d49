/**
 * The real app in a process of its own, so a bench can read this process's memory without the client's buffers in
 * it. Reads BENCH_DATABASE_URL, and BENCH_SERVER_SRC: the server's source folder to run (this tree's by default,
 * another commit's for a bench's "before"). Prints `{"url": ...}` on one line once listening. Over IPC it answers the
 * largest V8 heap it used since it was last asked (sampled every 10 ms), and records its memory curve between a
 * `record` and a `samples` message (memory-curve.ts).
 */
import os from 'node:os';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import type { AddressInfo } from 'node:net';
import { silentLogger } from './bench-app';
import type { MemoryRequest, MemorySample } from './memory-curve';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is not set.');
const serverSrc = process.env.BENCH_SERVER_SRC ?? path.join(import.meta.dirname, '../../apps/server/src');

// Another commit's app has the same entry points; this tree's types stand for them.
const { createApp } = (await import(path.join(serverSrc, 'app.ts'))) as typeof import('../../apps/server/src/app');
const { ChangeFeed } = (await import(path.join(serverSrc, 'db/change-feed.ts'))) as typeof import('../../apps/server/src/db/change-feed');
const { createPool } = (await import(path.join(serverSrc, 'db/pool.ts'))) as typeof import('../../apps/server/src/db/pool');

const pool = createPool(databaseUrl, silentLogger);
const changes = await ChangeFeed.start({ connectionString: databaseUrl, logger: silentLogger });
const app = createApp({ pool, changes, logger: silentLogger, webDistDir: path.join(os.tmpdir(), 'rsd-bench-no-web-build') });
const server = app.listen(0, '127.0.0.1', () => {
  console.info(JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
});

/** Under --expose-gc, every this many ms of a recording the sampler collects garbage first: the live heap. */
const COLLECT_EVERY_MS = 100;
let heapPeak = 0;
let recording: { started: number; samples: MemorySample[]; lastCollect: number } | undefined;
setInterval(() => {
  const now = performance.now();
  let collected = false;
  if (recording && globalThis.gc && now - recording.lastCollect >= COLLECT_EVERY_MS) {
    globalThis.gc();
    recording.lastCollect = now;
    collected = true;
  }
  const heap = getHeapStatistics().used_heap_size;
  heapPeak = Math.max(heapPeak, heap);
  recording?.samples.push({ ms: now - recording.started, heap, rss: process.memoryUsage.rss(), collected });
}, 10).unref();

process.on('message', (message: MemoryRequest) => {
  if (message === 'heap-peak') {
    process.send?.({ heapPeak: Math.max(heapPeak, getHeapStatistics().used_heap_size) });
    heapPeak = 0;
  } else if (message === 'record') {
    const now = performance.now();
    recording = { started: now, samples: [], lastCollect: now };
    process.send?.({ recording: true });
  } else {
    process.send?.({ samples: recording?.samples ?? [] });
    recording = undefined;
  }
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close();
  void changes
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
