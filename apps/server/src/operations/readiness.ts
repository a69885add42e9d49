import type { Pool } from 'pg';
import { appliedSchemaVersion } from '../db/schema-version';
import type { Logger } from '../logger';
import type { Draining } from './draining';

/** Ready, or why not, in a sentence an operator can act on. */
export type Readiness = { ready: true } | { ready: false; reason: string };

export interface ReadinessDeps {
  pool: Pool;
  draining: Draining;
  /** The highest migration version this build has (db/schema-version.ts). */
  expectedSchemaVersion: number;
  logger: Logger;
}

/** PostgreSQL's and Node's error codes say why in a word (ECONNREFUSED, 57P03); the message otherwise. */
const causeOf = (err: unknown): string => {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  return err instanceof Error ? err.message : String(err);
};

async function schemaReadiness(pool: Pool, expected: number): Promise<Readiness> {
  let schema: number;
  try {
    schema = await appliedSchemaVersion(pool);
  } catch (err) {
    return { ready: false, reason: `the database does not answer (${causeOf(err)})` };
  }
  if (schema === expected) return { ready: true };
  const reason =
    schema < expected
      ? `the database schema is at version ${schema}; this build expects ${expected}`
      : `the database schema is at version ${schema}, newer than this build (${expected})`;
  return { ready: false, reason };
}

/**
 * Whether this process should be sent requests: not while draining, and only while the database answers at the
 * schema version this build expects (one query per check). A change either way is logged once, since the probes'
 * own request lines are at debug.
 */
export function createReadinessCheck({ pool, draining, expectedSchemaVersion, logger }: ReadinessDeps): () => Promise<Readiness> {
  let lastReason: string | undefined;
  return async () => {
    const readiness: Readiness = draining.active
      ? { ready: false, reason: 'the server is shutting down' }
      : await schemaReadiness(pool, expectedSchemaVersion);
    const reason = readiness.ready ? undefined : readiness.reason;
    if (reason !== lastReason) {
      if (reason === undefined) logger.info('ready');
      else logger[draining.active ? 'info' : 'warn']({ reason }, 'not ready');
      lastReason = reason;
    }
    return readiness;
  };
}
