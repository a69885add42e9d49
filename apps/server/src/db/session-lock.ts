import type { Pool } from 'pg';

/**
 * Runs `fn` holding the session advisory lock `key` on a connection of its own, for work longer than a transaction
 * should stay open; `{ locked: false }` at once when another session holds it. A pair is a lock per row of one kind
 * (PostgreSQL's two-key form: its own key space, apart from the single keys).
 */
export async function withSessionLock<T>(
  pool: Pool,
  key: number | readonly [number, number],
  fn: () => Promise<T>,
): Promise<{ locked: false } | { locked: true; value: T }> {
  const [args, keys] = typeof key === 'number' ? ['$1', [key]] : ['$1, $2', [...key]];
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (err: Error) => {
    broken = err;
  };
  client.on('error', onError);
  try {
    const { rows } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${args}) AS locked`, keys);
    if (!rows[0]?.locked) return { locked: false };
    try {
      return { locked: true, value: await fn() };
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${args})`, keys).catch((err: unknown) => {
        // A connection that cannot unlock is closed, which lets the lock go.
        broken = err instanceof Error ? err : new Error(String(err));
      });
    }
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}
