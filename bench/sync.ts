/**
 * A full sync of 10,000 simulators over real HTTP, then deltas after 1, 10 and 100 changes:
 * time and bytes, to show a delta costs O(changes), not O(rows). See bench/README.md.
 */
import os from 'node:os';
import { INITIAL_CURSOR, SYNC_DEFAULT_LIMIT } from '@rsd/core';
import { migrate } from '../apps/server/src/db/migrate';
import { withSyncedWrite } from '../apps/server/src/db/transactions';
import { openPool, startBenchApp } from './lib/bench-app';
import { openBenchDatabase } from './lib/bench-database';
import { bytes, int, ms, percent, textTable } from './lib/format';
import { BenchFailure, runBench, type Cleanup } from './lib/harness';
import { pull, type Pull } from './lib/sync-pull';
import { insertSimulators, syntheticSimulator } from './lib/synthetic-simulators';

const ROWS = 10_000;
const LIMIT = SYNC_DEFAULT_LIMIT;
const DELTAS = [0, 1, 10, 100];
/** The 1-change delta must weigh less than this fraction of the full sync. */
const MAX_DELTA_FRACTION = 0.01;

/** Edits `ids` in one synced write, as an administrator's save would. */
async function touch(pool: Parameters<typeof withSyncedWrite>[0], ids: number[], round: number): Promise<void> {
  await withSyncedWrite(pool, (client) =>
    client.query('UPDATE simulators SET short_description = $2 WHERE id = ANY($1::int[])', [
      ids,
      `Edited by the sync benchmark, round ${round}: a new short description of about the usual length.`,
    ]),
  );
}

/** `count` ids spread evenly over `all`, none of them in `used`. */
function pickIds(all: number[], count: number, used: Set<number>): number[] {
  const picked: number[] = [];
  const step = Math.floor(all.length / Math.max(count, 1));
  for (let i = 0; picked.length < count; i = (i + step + 1) % all.length) {
    const id = all[i]!;
    if (!used.has(id)) {
      used.add(id);
      picked.push(id);
    }
  }
  return picked;
}

const sortedKey = (ids: number[]) => ids.toSorted((x, y) => x - y).join(',');
const sameIds = (a: number[], b: number[]) => sortedKey(a) === sortedKey(b);

interface Row {
  name: string;
  changes: number | undefined;
  plain: Pull;
  gzip: Pull;
}

function report(full: Row, deltas: Row[]): void {
  const header = [
    'sync',
    'rows',
    'pages',
    'time',
    'JSON body',
    'wire',
    'time gzip',
    'gzip body',
    'wire gzip',
    'JSON/changed row',
    'gzip/changed row',
    'vs full (JSON)',
    'vs full (gzip)',
  ];
  const line = (row: Row) => {
    const per = (n: number) => (row.changes ? bytes(n / row.changes) : '-');
    const vs = (n: number, of: number) => (row === full ? '-' : percent(n / of));
    return [
      row.name,
      int(row.plain.simulatorIds.length),
      int(row.plain.pages),
      ms(row.plain.ms),
      bytes(row.plain.bodyBytes),
      bytes(row.plain.wireBytes),
      ms(row.gzip.ms),
      row.gzip.gzipped ? bytes(row.gzip.bodyBytes) : 'not compressed',
      bytes(row.gzip.wireBytes),
      per(row.plain.bodyBytes),
      per(row.gzip.bodyBytes),
      vs(row.plain.bodyBytes, full.plain.bodyBytes),
      vs(row.gzip.bodyBytes, full.gzip.bodyBytes),
    ];
  };
  console.info(`\n${textTable([header, line(full), ...deltas.map(line)])}`);
}

runBench({ name: 'sync', timeLimitMs: 5 * 60_000 }, async (cleanup: Cleanup) => {
  const started = Date.now();
  const database = await openBenchDatabase(cleanup);
  console.info(`[sync] ${database.where}`);
  const pool = openPool(database.url, cleanup);
  await migrate(pool);
  const app = await startBenchApp(database.url, pool, cleanup);

  let t = performance.now();
  const simulators = Array.from({ length: ROWS }, (_, i) => syntheticSimulator(i));
  const generatedMs = performance.now() - t;
  t = performance.now();
  const inserted = await insertSimulators(pool, simulators);
  console.info(
    `[sync] generated ${int(ROWS)} synthetic simulators in ${ms(generatedMs)}, inserted ${int(inserted)} in ${ms(performance.now() - t)}`,
  );

  const warmUp = await pull(app.url, INITIAL_CURSOR, false, LIMIT);
  console.info(`[sync] warm-up full sync: ${ms(warmUp.ms)}; page size limit=${LIMIT}; measuring...`);
  const full: Row = {
    name: `full (${int(ROWS)} rows)`,
    changes: undefined,
    plain: await pull(app.url, INITIAL_CURSOR, false, LIMIT),
    gzip: await pull(app.url, INITIAL_CURSOR, true, LIMIT),
  };
  if (full.plain.simulatorIds.length !== ROWS || new Set(full.plain.simulatorIds).size !== ROWS || full.plain.cursor !== full.gzip.cursor) {
    throw new BenchFailure(
      `The full sync returned ${full.plain.simulatorIds.length} rows (${new Set(full.plain.simulatorIds).size} distinct), expected ${ROWS}.`,
    );
  }

  const allIds = full.plain.simulatorIds.toSorted((a, b) => a - b);
  const used = new Set<number>();
  const deltas: Row[] = [];
  let cursor = full.plain.cursor;
  for (const changes of DELTAS) {
    const ids = pickIds(allIds, changes, used);
    if (changes > 0) await touch(pool, ids, changes);
    const row: Row = {
      name: changes === 0 ? 'delta, no change' : `delta after ${changes}`,
      changes,
      plain: await pull(app.url, cursor, false, LIMIT),
      gzip: await pull(app.url, cursor, true, LIMIT),
    };
    for (const result of [row.plain, row.gzip]) {
      if (!sameIds(result.simulatorIds, ids) || result.deleted !== 0 || result.pages !== 1) {
        throw new BenchFailure(
          `${row.name}: expected exactly simulators ${ids.join(', ') || '(none)'}, got ${result.simulatorIds.join(', ') || '(none)'} in ${result.pages} pages.`,
        );
      }
    }
    deltas.push(row);
    cursor = row.plain.cursor;
  }

  report(full, deltas);
  const one = deltas.find((d) => d.changes === 1)!;
  const fractions = { json: one.plain.bodyBytes / full.plain.bodyBytes, gzip: one.gzip.bodyBytes / full.gzip.bodyBytes };
  const pass = one.plain.simulatorIds.length === 1 && fractions.json < MAX_DELTA_FRACTION && fractions.gzip < MAX_DELTA_FRACTION;
  console.info(
    `\ndelta(1) / full: ${percent(fractions.json)} of the JSON bytes, ${percent(fractions.gzip)} of the gzip bytes (${one.plain.simulatorIds.length} simulator returned)`,
  );
  console.info(
    `  1-change delta returns exactly 1 simulator and < ${percent(MAX_DELTA_FRACTION)} of the full sync's bytes: ${pass ? 'PASS' : 'FAIL'}`,
  );
  console.info(
    `  Page size ${LIMIT}; Accept-Encoding: gzip for the gzip columns, none otherwise; the server compresses with compression() at its default settings.`,
  );
  console.info(`\n[sync] done in ${((Date.now() - started) / 1000).toFixed(0)} s (node ${process.version}, ${os.cpus().length} CPUs)`);
  if (!pass) throw new BenchFailure('The 1-change delta is not O(changes).');
});
