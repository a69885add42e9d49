import { API } from '@rsd/core/testing';
import http from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { createGunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBulkSimulators } from '../../test/bulk-simulators';
import { startTestServer, type TestServer } from '../../test/test-server';
import { LIST_PAGE_SIZE } from './simulators.service';

/** Pages enough that a listener left per page passes Node's ten a stream may have before it warns. */
const ROWS = LIST_PAGE_SIZE * 14;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ listingsKeeper: false });
  // Rows of about 2 KB: every page's write fills compression()'s gzip stream, so each waits for its drain.
  await insertBulkSimulators(server.pool, ROWS, 'x'.repeat(2_000));
}, 120_000);
afterAll(() => server?.close());

/** The CSV export downloaded gzipped by a client that stops a moment after every chunk; its text unzipped. */
function slowGzipDownload(): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${server.url}${API.simulators}?format=csv`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      expect(res.headers['content-encoding']).toBe('gzip');
      const chunks: Buffer[] = [];
      const gunzip = createGunzip();
      gunzip.on('data', (chunk: Buffer) => chunks.push(chunk));
      gunzip.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      gunzip.on('error', reject);
      res.on('data', (chunk: Buffer) => {
        gunzip.write(chunk);
        res.pause();
        void delay(2).then(() => res.resume());
      });
      res.on('end', () => gunzip.end());
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

describe('a long CSV export to a client that takes gzip and reads slowly', () => {
  it('adds no listener per write: every row arrives and Node warns of no listener leak', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      const text = await slowGzipDownload();
      expect(text.split('\r\n').filter((line) => line.startsWith('"') && !line.startsWith('"id"'))).toHaveLength(ROWS);
      // A warning is emitted on the next tick: let it arrive before looking.
      await delay(50);
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((warning) => warning.includes('MaxListenersExceeded'))).toEqual([]);
  });
});
