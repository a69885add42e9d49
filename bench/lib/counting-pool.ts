import type { Pool } from 'pg';

export interface SqlCounts {
  /** pool.query calls (one statement each). */
  queries: number;
  /** pool.connect calls (a checked-out client, e.g. a transaction). */
  connects: number;
  /** Clients the pool handed out for any reason, pool.query's internal checkout included. */
  checkouts: number;
}

export interface CountingPool {
  /** Give this to createApp: it is the real pool, with every way into the database counted. */
  pool: Pool;
  counts(): SqlCounts;
  /** SQL calls: pool.query plus pool.connect. */
  calls(): number;
  reset(): void;
}

/**
 * Wraps `pool` in a Proxy that counts query() and connect(); the pool's own 'acquire' event counts
 * checkouts as a cross-check. The real methods run bound to the real pool, so pool.query's internal
 * connect is not counted twice.
 */
export function countingPool(pool: Pool): CountingPool {
  const counts: SqlCounts = { queries: 0, connects: 0, checkouts: 0 };
  pool.on('acquire', () => counts.checkouts++);
  const proxy = new Proxy(pool, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'query') {
        return (...args: unknown[]) => {
          counts.queries++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      if (property === 'connect') {
        return (...args: unknown[]) => {
          counts.connects++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
  return {
    pool: proxy,
    counts: () => ({ ...counts }),
    calls: () => counts.queries + counts.connects,
    reset: () => {
      counts.queries = 0;
      counts.connects = 0;
      counts.checkouts = 0;
    },
  };
}
