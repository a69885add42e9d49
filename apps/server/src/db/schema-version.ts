import type { Queryable } from './pool';

/** The schema version a build expects: the highest version among its migration files (0 with none). */
export const highestVersion = (migrations: readonly { version: number }[]): number => Math.max(0, ...migrations.map((m) => m.version));

/** The highest version recorded in schema_migrations (0 when none is); fails when the table is not there. */
export async function appliedSchemaVersion(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
  return rows[0]?.version ?? 0;
}

/** Why a build must not run on a schema a newer build has migrated: it would not know the newer tables' rules. */
export const newerSchemaMessage = (schema: number, build: number): string =>
  `The database schema is at version ${schema}, newer than this build (${build}): run the newer build, or restore a database of this version.`;
