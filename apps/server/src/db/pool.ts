import { type Client, Pool, type PoolClient, types as pgTypes } from 'pg';
import type { Logger } from '../logger';

/** Anything that runs a query: the pool, or a client inside a transaction. */
export type Queryable = Pool | PoolClient | Client;

const DATE_OID = 1082;

/**
 * Calendar dates stay 'YYYY-MM-DD' strings (the default turns them into local-midnight Dates, which
 * shifts the day in some time zones). bigint stays a string: versions are cursors, mapped explicitly.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID ? (value: string) => value : pgTypes.getTypeParser(oid, format)) as typeof pgTypes.getTypeParser,
};

export function createPool(connectionString: string, logger: Logger, max = 10): Pool {
  const pool = new Pool({
    connectionString,
    max,
    types,
    // A request must fail fast (503) rather than hang when the database is unreachable.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection emits here; unhandled, it would crash the process.
  pool.on('error', (err) => logger.warn({ err }, 'idle database connection lost'));
  // A client in use losing its connection emits on the client, which would crash the process too; its query fails
  // on its own. (graphile-worker, given this pool, asks for both listeners.)
  pool.on('connect', (client) => client.on('error', (err) => logger.warn({ err }, 'database connection lost')));
  return pool;
}
