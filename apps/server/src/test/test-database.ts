import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  name: string;
  url: string;
  /** Drops the database, cutting any connection still open. */
  drop(): Promise<void>;
}

async function onAdmin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the run's PostgreSQL (see global-setup.ts). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `rsd_test_${randomBytes(6).toString('hex')}`;
  await onAdmin((c) => c.query(`CREATE DATABASE ${c.escapeIdentifier(name)}`));
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`)).then(() => undefined),
  };
}
