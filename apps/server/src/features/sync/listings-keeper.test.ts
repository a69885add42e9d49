import { pino, type Logger } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeFeed } from '../../db/change-feed';
import { createPool } from '../../db/pool';
import { insertBulkSimulators, staleListings } from '../../test/bulk-simulators';
import { eventually } from '../../test/eventually';
import { migratedTestDatabase } from '../../test/migrated-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { keepListings, retryDelayMs } from './listings-keeper';
import { syncListingsRepo } from './sync-listings.repo';

const database = migratedTestDatabase();
const FAST_RETRY = { firstDelayMs: 50, maxDelayMs: 200 };

/** A logger that keeps the messages of its warnings and errors, to see what a keeper reported. */
function recordingLogger(): { logger: Logger; warnings: string[] } {
  const warnings: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(String(JSON.parse(line).msg)) });
  return { logger, warnings };
}

const stopping: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stopping.splice(0)) await stop();
  await database.pool.query('DELETE FROM simulators');
});

/** A keeper as one server process runs it: a pool and a change feed of its own on the test database. */
async function startKeeper(logger: Logger, whenCurrent?: () => Promise<void>) {
  const pool = createPool(database.url, pino({ level: 'silent' }));
  const changes = await ChangeFeed.start({ connectionString: database.url, logger: pino({ level: 'silent' }), retryDelayMs: 50 });
  keepListings(pool, changes, logger, { retry: FAST_RETRY, whenCurrent });
  stopping.push(async () => {
    await changes.close();
    await pool.end();
  });
}

describe('retryDelayMs', () => {
  it('doubles after each failure in a row and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 30].map((failures) => retryDelayMs(failures, FAST_RETRY))).toEqual([50, 100, 200, 200, 200, 200]);
  });
});

describe('the listings keeper', () => {
  it('retries a failed pass after a backoff, with no new write, until the listings are current', async () => {
    await insertBulkSimulators(database.pool, 30);
    // Every pass fails while the table it reads is away, as while a migration holds it or the database restarts.
    await database.pool.query('ALTER TABLE simulator_listings RENAME TO simulator_listings_away');
    const { logger, warnings } = recordingLogger();
    await startKeeper(logger);
    // The first pass and at least one retry failed: no write came after the insert, so only a retry ran the second.
    await eventually(async () => expect(warnings.length).toBeGreaterThanOrEqual(2));
    expect(warnings[0]).toMatch(/^storing the simulator listings failed/);
    await database.pool.query('ALTER TABLE simulator_listings_away RENAME TO simulator_listings');
    await eventually(async () => expect(await staleListings(database.pool)).toBe(0));
  });

  it('shares the lock between two processes: one write is stored once, by either, with no error', async () => {
    const first = recordingLogger();
    const second = recordingLogger();
    await startKeeper(first.logger);
    await startKeeper(second.logger);
    const store = vi.spyOn(syncListingsRepo, 'store');
    try {
      // More rows than one batch, so the two keepers' passes overlap.
      await insertBulkSimulators(database.pool, 700);
      await eventually(async () => expect(await staleListings(database.pool)).toBe(0));
      const stored = store.mock.calls.flatMap(([, derived]) => derived.map((listing) => listing.id));
      expect(stored).toHaveLength(700);
      expect(new Set(stored).size).toBe(700);
    } finally {
      store.mockRestore();
    }
    expect([...first.warnings, ...second.warnings]).toEqual([]);
  });
});

describe('the listings keeper with an answer to build (whenCurrent)', () => {
  it('waits while another process stores the listings, and builds only once none is stale', async () => {
    // How many listings were stale each time a keeper went on to build its answer.
    const staleWhenBuilt: number[] = [];
    const whenCurrent = async () => {
      staleWhenBuilt.push(await staleListings(database.pool));
    };
    const { logger, warnings } = recordingLogger();
    await startKeeper(logger, whenCurrent);
    await startKeeper(logger, whenCurrent);
    await eventually(async () => expect(staleWhenBuilt).toHaveLength(2));
    // More rows than one batch: one keeper stores them while the other finds the lock taken.
    await insertBulkSimulators(database.pool, 700);
    await eventually(async () => expect(staleWhenBuilt.length).toBeGreaterThanOrEqual(4));
    expect(staleWhenBuilt.filter((stale) => stale > 0)).toEqual([]);
    expect(warnings).toEqual([]);
  });
});

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
