import { releaseVersionNumber } from '@rsd/core';
import { RELEASE_VERSION_CASES } from '@rsd/core/testing';
import { describe, expect, it } from 'vitest';
import { insertOlderSimulator, migrateBefore } from '../test/older-schema';
import { emptyTestDatabase } from '../test/migrated-database';
import { migrate } from './migrate';

const REPAIR = 14;

const database = emptyTestDatabase();

describe('migration 0014: release versions become their numbers', () => {
  it('strips the tag prefix exactly as core does, and gives the repaired rows new versions', async () => {
    await migrateBefore(database.pool, REPAIR);
    // Rows as older servers stored them: the version as typed, tags and all.
    const rows = [];
    for (const [index, [typed]] of RELEASE_VERSION_CASES.entries()) {
      const row = await insertOlderSimulator(database.pool, `Tool ${index}`);
      await database.pool.query('UPDATE simulators SET last_release_version = $2 WHERE id = $1', [row.id, typed]);
      rows.push({
        id: row.id,
        typed,
        version: Number(
          (await database.pool.query<{ version: string }>('SELECT version FROM simulators WHERE id = $1', [row.id])).rows[0]!.version,
        ),
      });
    }

    await migrate(database.pool);

    for (const row of rows) {
      const { rows: after } = await database.pool.query<{ last_release_version: string; version: string }>(
        'SELECT last_release_version, version FROM simulators WHERE id = $1',
        [row.id],
      );
      const expected = releaseVersionNumber(row.typed);
      expect({ typed: row.typed, stored: after[0]!.last_release_version }).toEqual({ typed: row.typed, stored: expected });
      expect(Number(after[0]!.version) > row.version).toBe(expected !== row.typed);
    }
  });
});
