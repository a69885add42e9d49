import { COMPLETENESS_RULE_VERSION, completenessOf, type Simulator } from '@rsd/core';
import type { Queryable } from '../../db/pool';

/**
 * Stores the completeness scores of simulators just written or read, in simulator_completeness (migration 0018),
 * which the admin table sorts by. A score for an older version of the row than the one stored is not written (a
 * start-up rescoring that read a row just before an admin saved it), nor one for a row deleted meanwhile.
 */
export async function recordCompleteness(db: Queryable, simulators: readonly Simulator[]): Promise<void> {
  if (simulators.length === 0) return;
  await db.query(
    `INSERT INTO simulator_completeness (simulator_id, score, simulator_version, rule_version)
     SELECT s.id, v.score, v.version, $4::integer
       FROM unnest($1::integer[], $2::smallint[], $3::bigint[]) AS v (id, score, version)
       JOIN simulators s ON s.id = v.id
     ON CONFLICT (simulator_id) DO UPDATE
       SET score = EXCLUDED.score, simulator_version = EXCLUDED.simulator_version, rule_version = EXCLUDED.rule_version
       WHERE simulator_completeness.simulator_version <= EXCLUDED.simulator_version`,
    [
      simulators.map((s) => s.id),
      simulators.map((s) => completenessOf(s).score),
      simulators.map((s) => s.version),
      COMPLETENESS_RULE_VERSION,
    ],
  );
}

/** Rows scored at a time when the server starts: a bounded read however many rows need it. */
const RESCORE_BATCH = 250;

/**
 * Scores every simulator without a score of its current version under the current rule: rows that predate the
 * scores, rows written by anything but the server's own writes (a harvest, psql), and every row once the rule
 * changes. Run when the server starts; returns how many rows were scored. The server's writes score their rows in
 * their own transaction (simulatorsRepo), so between starts only rows written around the server can go stale.
 */
export async function rescoreStaleSimulators(
  db: Queryable,
  readByIds: (db: Queryable, ids: readonly number[]) => Promise<Simulator[]>,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT s.id FROM simulators s LEFT JOIN simulator_completeness c ON c.simulator_id = s.id
      WHERE c.simulator_id IS NULL OR c.simulator_version <> s.version OR c.rule_version <> $1
      ORDER BY s.id`,
    [COMPLETENESS_RULE_VERSION],
  );
  const ids = rows.map((row) => row.id);
  for (let start = 0; start < ids.length; start += RESCORE_BATCH) {
    await recordCompleteness(db, await readByIds(db, ids.slice(start, start + RESCORE_BATCH)));
  }
  return ids.length;
}

/** `simulator`, just written, once its score is stored: what the repository's writes return. */
export async function scored(db: Queryable, simulator: Simulator): Promise<Simulator> {
  await recordCompleteness(db, [simulator]);
  return simulator;
}
