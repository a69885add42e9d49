/**
 * Issue 29: the sync worker's check of a first visit's 30,000 listings, alone, in Node: core's SimulatorListingRow as
 * it was (Simulator.pick: organisations through syncedItems, the release date's calendar refine) against the plain
 * listing shape, side by side, one listing at a time as the worker checks them, on zod's interpreted path (the page's
 * CSP refuses zod's JIT) and with its JIT. The listings are the synthetic tools of home-filter and first-visit, made
 * by the server's toSyncListing and read back from JSON. See bench/README.md.
 */
import { loadavg } from 'node:os';
import { Simulator, SimulatorListingRow, toSyncListing } from '@rsd/core';
import { z } from 'zod';
import { int, ms, ratio, textTable } from './lib/format';
import { BenchFailure, runBench } from './lib/harness';
import { variedSimulator } from './lib/synthetic-simulators';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 30_000);
/** Rounds of each check over every listing, in turn, after one round of each not counted. */
const ROUNDS = Number(process.env.BENCH_LISTING_ROUNDS ?? 7);

/** The listing check before issue 29's change, as core defined it then: the record's own field schemas. */
const BEFORE = Simulator.pick({
  id: true,
  name: true,
  fullName: true,
  shortDescription: true,
  developmentStatus: true,
  applicationAreas: true,
  programmingLanguages: true,
  licenseType: true,
  relevantOrganizations: true,
  keyFeatures: true,
  lastReleaseDate: true,
  updatedAt: true,
}).extend({ capabilities: z.array(z.string()), archived: z.boolean(), terms: z.array(z.string()) });

const CHECKS: [string, z.core.$ZodType][] = [
  ['before (Simulator.pick)', BEFORE],
  ['after (SimulatorListingRow)', SimulatorListingRow],
];

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** The listings as a first visit's answer brings them: the server's listing of each synthetic record, through JSON. */
function answerListings(): unknown[] {
  const listings = Array.from({ length: LISTINGS }, (_, n) => {
    const record: Simulator = {
      ...variedSimulator(n),
      id: n + 1,
      updatedAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
      evidence: [],
      factsVerifiedOn: null,
      repository: null,
      capabilities: [],
      version: n + 1,
    };
    return toSyncListing(record);
  });
  return JSON.parse(JSON.stringify(listings)) as unknown[];
}

/** One round of `schema` over every listing, one safeParse each; fails the run when a listing does not pass. */
function checkAll(schema: z.core.$ZodType, listings: readonly unknown[]): number {
  const started = performance.now();
  let passed = 0;
  for (const listing of listings) if (z.safeParse(schema, listing).success) passed += 1;
  const took = performance.now() - started;
  if (passed !== listings.length) throw new BenchFailure(`${int(listings.length - passed)} listings failed a check.`);
  return took;
}

const median = (values: readonly number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

runBench({ name: 'listing-check', timeLimitMs: 20 * 60_000 }, async () => {
  console.info(`[listing-check] load ${loadAverage()} at the start; ${int(LISTINGS)} listings, ${ROUNDS} rounds a check`);
  const listings = answerListings();
  const rows: string[][] = [['check', 'interpreted (as in the browser): median (min-max)', 'JIT (Node only): median (min-max)']];
  const medians = new Map<string, number>();
  for (const jitless of [true, false]) {
    z.config({ jitless });
    const times = new Map<string, number[]>(CHECKS.map(([name]) => [name, []]));
    for (const [, schema] of CHECKS) checkAll(schema, listings);
    // Interleaved rounds: a load that changes over the run weighs on both checks alike.
    for (let round = 0; round < ROUNDS; round += 1) for (const [name, schema] of CHECKS) times.get(name)!.push(checkAll(schema, listings));
    for (const [name, values] of times) medians.set(`${name}/${jitless}`, median(values));
    for (const [index, [name]] of CHECKS.entries()) {
      const values = times.get(name)!;
      rows[index + 1] ??= [name];
      rows[index + 1]!.push(`${ms(median(values))} (${ms(Math.min(...values))}-${ms(Math.max(...values))})`);
    }
  }
  const speedup = (jitless: boolean) => ratio(medians.get(`${CHECKS[0]![0]}/${jitless}`)! / medians.get(`${CHECKS[1]![0]}/${jitless}`)!);
  rows.push(['before / after', speedup(true), speedup(false)]);
  console.info(`\n${textTable(rows)}`);
  console.info(`\n[listing-check] node ${process.version}, load ${loadAverage()} at the end`);
});
