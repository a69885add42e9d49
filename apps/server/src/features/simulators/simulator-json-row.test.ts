import { Simulator } from '@rsd/core';
import { makeRepositoryFacts } from '@rsd/core/testing';
import { describe, expect, it } from 'vitest';
import { migratedTestDatabase } from '../../test/migrated-database';
import { simulatorInput } from '../../test/fixtures';
import { forEachBatch } from '../../db/cursor-batches';
import { withSnapshot } from '../../db/transactions';
import { SIMULATOR_STREAMS, simulatorsRepo } from './simulators.repo';

/**
 * The list sends each row's JSON text as migration 0026's trigger keeps it, never through toSimulator: these rows
 * must read back as exactly what toSimulator makes of them, in the contract's shape.
 */
const db = migratedTestDatabase();

/** Rows that reach every column's odd cases: nulls, escapes, non-ASCII, both JSON blob forms, facts. */
async function oddRows(): Promise<number[]> {
  const plain = await simulatorsRepo.insert(db.pool, simulatorInput({ name: 'Plain' }));
  const odd = await simulatorsRepo.insert(
    db.pool,
    simulatorInput({
      name: 'Quote " backslash \\ tab \t newline \n bell \u0007 del \u007f',
      fullName: 'Ünïcödé 油藏 😀 \u2028',
      sourceCodeRepository: null,
      licenseType: null,
      licenseUrl: null,
      programmingLanguages: [],
      applicationAreas: ['a,b', 'quote "x"', ''],
      lastReleaseVersion: null,
      lastReleaseDate: null,
      organizations: [],
      relevantOrganizations: ['Plain name', { name: 'Obj "q"', url: 'https://x.org/?a=1&b=2' }],
      benchmark_studies: [],
      detailedCapabilities: null,
      learningResources: { nested: { list: [1, 2.5, -3, true, null, 'é'] } },
      evidence: ['owner/repo@abc:README.md'],
      factsVerifiedOn: '2026-01-31',
    }),
  );
  await simulatorsRepo.writeRepositoryFacts(db.pool, odd.id, makeRepositoryFacts());
  // Microseconds either side of a millisecond: toISOString has milliseconds, and the text must agree with it.
  const { rows } = await db.pool.query<{ id: number }>(
    `INSERT INTO simulators (name, full_name, short_description, description, website, updated_at)
     SELECT 'Time ' || n, 'Time', 's', 'd', 'https://t.org', t::timestamptz
     FROM unnest($1::text[]) WITH ORDINALITY AS times(t, n) RETURNING id`,
    [['2026-03-04 05:06:07.999999+00', '2026-03-04 05:06:07.000001+00', '1999-12-31 23:59:59.5705+02', '2026-03-04 05:06:07+00']],
  );
  return [plain.id, odd.id, ...rows.map((r) => r.id)];
}

describe('a listed simulator as PostgreSQL writes its JSON', () => {
  it('reads back as toSimulator makes the row, with the keys of core Simulator in its order', async () => {
    const ids = await oddRows();
    const texts = await simulatorsRepo.listJson(db.pool);
    expect(texts).toHaveLength(ids.length);
    const objects = await simulatorsRepo.list(db.pool);
    texts.forEach((text, i) => {
      const parsed: unknown = JSON.parse(text);
      expect(parsed).toEqual(objects[i]);
      // A field the schema gains or loses, renamed or reordered, shows here: the text is built by hand in SQL.
      expect(Object.keys(parsed as object)).toEqual(Object.keys(Simulator.shape));
      expect(Simulator.strict().parse(parsed)).toEqual(objects[i]);
    });
  });

  it('reads the same texts through a cursor, batch after batch', async () => {
    const all = await simulatorsRepo.listJson(db.pool);
    const streamed: string[] = [];
    const { sql, map } = SIMULATOR_STREAMS.json;
    await withSnapshot(db.pool, (client) =>
      forEachBatch<{ json: string }>(client, sql, 2, async (rows) => {
        streamed.push(...rows.map(map));
      }),
    );
    expect(streamed).toEqual(all);
  });
});
