import type { Pool } from 'pg';

/**
 * Runs `fn` holding the session advisory lock `key` on a connection of its own, for work longer than a transaction
 * should stay open; `{ locked: false }` at once when another session holds it.
 */
export async function withSessionLock<T>(
  pool: Pool,
  key: number,
  fn: () => Promise<T>,
): Promise<{ locked: false } | { locked: true; value: T }> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (err: Error) => {
    broken = err;
  };
  client.on('error', onError);
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key]);
    if (!rows[0]?.locked) return { locked: false };
    try {
      return { locked: true, value: await fn() };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch((err: unknown) => {
        // A connection that cannot unlock is closed, which lets the lock go.
        broken = err instanceof Error ? err : new Error(String(err));
      });
    }
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}
