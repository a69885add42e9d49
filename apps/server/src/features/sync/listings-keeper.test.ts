import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPool } from '../../db/pool';
import { insertBulkSimulators, staleListings } from '../../test/bulk-simulators';
import { startTestServer, type TestServer } from '../../test/test-server';

describe('createApp with listingsKeeper: false', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it("runs no SQL on a write's NOTIFY", async () => {
    server = await startTestServer({ listingsKeeper: false });
    const query = vi.spyOn(server.pool, 'query');
    const connect = vi.spyOn(server.pool, 'connect');
    const heard = new Promise<void>((resolve) => {
      const off = server?.changes.subscribe(({ table }) => {
        if (table !== 'simulators') return;
        off?.();
        resolve();
      });
    });
    // Written through another pool, so the app's pool runs nothing for the write itself.
    const other = createPool(server.databaseUrl, pino({ level: 'silent' }));
    try {
      await insertBulkSimulators(other, 1);
    } finally {
      await other.end();
    }
    // A keeper hears the NOTIFY before this listener (it subscribed first) and begins its pass at once.
    await heard;
    expect(query.mock.calls.length + connect.mock.calls.length).toBe(0);
    expect(await staleListings(server.pool)).toBe(1);
  });
});
