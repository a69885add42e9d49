import type { Pool, PoolClient } from 'pg';
import { SYNC_WRITE_LOCK } from './locks';

async function inTransaction<T>(pool: Pool, begin: string, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // The pool stops listening for errors on a checked-out client; a connection lost between two
  // queries would otherwise be an unhandled 'error' event. The next query fails and we roll back.
  const onError = (err: Error) => {
    broken = err;
  };
  client.on('error', onError);
  try {
    await client.query(begin);
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    try {
      await client.query('ROLLBACK');
    } catch (rollbackErr) {
      // The connection itself is gone: do not hand it back to the pool.
      broken = rollbackErr as Error;
    }
    throw err;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

/**
 * A transaction that writes synced tables (simulators, technologies). It takes the sync write lock
 * before anything else, so what it reads first (a version check before an update, a seed_runs claim)
 * is already serialised with every other writer. The triggers take the same re-entrant lock, so a
 * write made outside this helper is serialised too.
 */
export function withSyncedWrite<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  return inTransaction(pool, 'BEGIN', async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SYNC_WRITE_LOCK]);
    return fn(client);
  });
}

/** A plain read-committed transaction: its writes land together or not at all. */
export function withTransaction<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  return inTransaction(pool, 'BEGIN', fn);
}

/** Several reads that must see one consistent snapshot of the database. */
export function withSnapshot<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  return inTransaction(pool, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', fn);
}
