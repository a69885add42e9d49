import { SYNC_DEFAULT_LIMIT } from '@rsd/core';
import { setTimeout as delay } from 'node:timers/promises';
import type { Pool } from 'pg';
import type { ChangeSource } from '../../db/change-feed';
import { LISTINGS_LOCK } from '../../db/locks';
import { withTransaction } from '../../db/transactions';
import type { Logger } from '../../logger';
import { deriveListings, storeListings } from './sync-listings';
import { syncListingsRepo } from './sync-listings.repo';

/**
 * Derives and stores one batch of the listings that are missing or stale: 'stored', 'none' when there were none, or
 * 'busy' when another process holds the lock (it is storing them, and hears the same NOTIFYs, so it goes on until
 * none are left).
 */
async function storeStaleBatch(pool: Pool): Promise<'stored' | 'none' | 'busy'> {
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [LISTINGS_LOCK]);
    if (rows[0]?.locked !== true) return 'busy';
    const stale = await syncListingsRepo.staleIds(client, SYNC_DEFAULT_LIMIT);
    if (stale.length === 0) return 'none';
    await storeListings(client, await deriveListings(client, stale));
    return 'stored';
  });
}

/** How often a keeper with an answer to build asks whether the process holding the lock is done. */
const BUSY_POLL_MS = 200;

/** How long a failed pass waits to run again: `firstDelayMs`, doubling after each failure in a row up to `maxDelayMs`. */
export interface KeeperRetry {
  firstDelayMs: number;
  maxDelayMs: number;
}

/** Long enough not to hammer a database that is down or restarting, short enough that listings lag a minute at most. */
const DEFAULT_RETRY: KeeperRetry = { firstDelayMs: 1_000, maxDelayMs: 60_000 };

/** The wait before retrying after `failures` failed passes in a row (1 for the first). */
export const retryDelayMs = (failures: number, { firstDelayMs, maxDelayMs }: KeeperRetry): number =>
  Math.min(firstDelayMs * 2 ** (failures - 1), maxDelayMs);

export interface KeeperOptions {
  retry?: KeeperRetry;
  /**
   * Run once the listings are all current after a write (and after the pass at start), before the keeper rests: the
   * listings answer is built here, so that the first request after a write finds it made. A failure counts as the
   * pass's.
   */
  whenCurrent?: () => Promise<void>;
}

/**
 * Keeps simulator_listings current off the request path: after every write to simulators, whatever wrote it (the
 * admin, an import, the harvester, a seed, SQL alone), its NOTIFY starts a pass that stores the new listings a batch
 * at a time, so the next GET /api/sync/listings reads them instead of deriving 30,000 from their records (21 to 45 s).
 * One pass runs at a time in a process; a NOTIFY during a pass queues one more. It starts with a pass, for writes made
 * while no server listened (a migration, a restore), and again on the feed's reconnect. A failed pass is logged and
 * run again after a backoff (`retry`), since no NOTIFY may follow it for hours; meanwhile the listings answer derives
 * whatever is still stale itself.
 */
export function keepListings(
  pool: Pool,
  changes: ChangeSource,
  logger: Logger,
  { retry = DEFAULT_RETRY, whenCurrent }: KeeperOptions = {},
): void {
  let running = false;
  let again = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const run = async (): Promise<void> => {
    running = true;
    clearTimeout(retryTimer);
    try {
      do {
        again = false;
        // A pool being ended is a server shutting down: the rest waits for the next start.
        while (!pool.ending) {
          const outcome = await storeStaleBatch(pool);
          if (outcome === 'none' || (outcome === 'busy' && whenCurrent === undefined)) break;
          // Another process is storing them: an answer built now would derive the rest itself. Storing draws no
          // version and sends no NOTIFY, so only asking again tells when it is done.
          if (outcome === 'busy') await delay(BUSY_POLL_MS, undefined, { ref: false });
        }
        // A write heard meanwhile comes first: the answer would be of a position already gone.
        if (!again && !pool.ending) await whenCurrent?.();
      } while (again && !pool.ending);
      failures = 0;
    } catch (err) {
      failures += 1;
      const delayMs = retryDelayMs(failures, retry);
      logger.warn(
        { err, delayMs },
        'storing the simulator listings failed; retrying after delayMs, the listings answer derives the stale ones',
      );
      // Unref'd: a retry waiting must not keep a stopping process alive.
      retryTimer = setTimeout(schedule, delayMs).unref();
    } finally {
      running = false;
    }
  };

  const schedule = () => {
    if (pool.ending) return;
    if (running) again = true;
    else void run();
  };
  changes.subscribe(({ table }) => {
    if (table === null || table === 'simulators') schedule();
  });
  schedule();
}
