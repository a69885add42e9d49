import type { PoolClient } from 'pg';
import Cursor from 'pg-cursor';

/**
 * Reads the rows of `sql` through a server-side cursor (pg-cursor), `batchSize` at a time, in the transaction `client`
 * is in. The next batch is asked for before `visit` has the one in hand, so PostgreSQL works while the client takes
 * the previous batch; no more is asked for until `visit` returns, so a slow consumer holds at most two batches.
 */
export async function forEachBatch<T>(
  client: PoolClient,
  sql: string,
  batchSize: number,
  visit: (rows: T[]) => Promise<void>,
): Promise<void> {
  const cursor = client.query(new Cursor<T>(sql));
  const read = () => {
    const batch = cursor.read(batchSize);
    // Awaited below; until then a failure must not count as unhandled (visit may fail first).
    batch.catch(() => undefined);
    return batch;
  };
  let next = read();
  try {
    for (;;) {
      const rows = await next;
      if (rows.length === 0) return;
      next = read();
      await visit(rows);
    }
  } finally {
    // The client runs nothing else until the cursor is closed, and a read in flight must end first. A failed read has
    // ended the cursor already (pg-cursor syncs after an error), and the transaction's rollback follows.
    if (
      await next.then(
        () => true,
        () => false,
      )
    )
      await cursor.close();
  }
}
