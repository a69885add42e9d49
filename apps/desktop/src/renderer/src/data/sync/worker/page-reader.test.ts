import { SyncListingsResponse, SyncResponse, toSimulatorListing } from '@rsd/core';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { createTimeSlicer } from '../../../lib/time-slicer';
import { makeSimulator, makeSyncPage, makeTechnology } from '../../../test/fixtures';
import { FIRST_LISTINGS_CHUNK, readSyncListingChunks, SyncListingsError } from './page-reader';
import { readSyncPage } from './records-reader';

/** A slicer whose slices hold `rowsPerSlice` rows (a clock that moves 1 ms a read), counting its yields. */
function countingSlicer(rowsPerSlice: number) {
  let time = 0;
  const counter = { yields: 0 };
  const slicer = createTimeSlicer({
    now: () => (time += 1),
    yieldToMain: async () => {
      counter.yields += 1;
    },
    budgetMs: rowsPerSlice,
  });
  return { slicer, counter };
}

/** A page as JSON brings it: odd blobs and lists the schemas turn into their readable shape, defaults missing. */
function rawPage(
  simulatorCount: number,
  technologyCount: number,
): Record<string, unknown> & Record<'simulators' | 'technologies', unknown[]> {
  const simulators = Array.from({ length: simulatorCount }, (_, index) => ({
    ...makeSimulator({ id: index + 1, name: `Sim ${index + 1}` }),
    detailedCapabilities: index % 3 === 0 ? [1, 2] : { physics: ['Black oil'] },
    organizations: ['SINTEF', 7, { name: 'Equinor', role: 'partner' }],
    benchmark_studies: [{ benchmark_name: 'SPE10' }, { description: 'no name' }],
    learningResources: index % 2 === 0 ? 42 : '{"tutorials":[]}',
  }));
  const technologies = Array.from({ length: technologyCount }, (_, index) => ({
    ...makeTechnology({ id: index + 1 }),
    deployedYears: [2019, '2020', { y: 1 }],
    specifications: true,
  }));
  return { ...makeSyncPage({ cursor: '900', hasMore: true, remaining: 12 }), simulators, technologies, extra: 'dropped' };
}

/** The ZodError the promise rejected with; anything else fails the test. */
async function zodRejection(promise: Promise<unknown>): Promise<ZodError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ZodError) || !(error instanceof Error)) throw new Error(`Expected a ZodError, got ${String(error)}`);
  return error;
}

/** SyncResponse.parse's own error for `raw`. */
function parseError(raw: unknown): ZodError {
  const result = SyncResponse.safeParse(raw);
  if (result.success) throw new Error('SyncResponse accepted the page');
  return result.error;
}

describe('readSyncPage', () => {
  it('gives exactly what SyncResponse.parse gives, validating a large page over many slices', async () => {
    const raw = rawPage(400, 40);
    const { slicer, counter } = countingSlicer(8);
    const page = await readSyncPage(raw, slicer);
    expect(page).toStrictEqual(SyncResponse.parse(raw));
    expect(page.simulators[0]?.benchmark_studies).toEqual([
      { benchmark_name: 'SPE10', description: '', publication_or_report_url: null, dataset_url: null, source_url: null },
    ]);
    // 440 rows, 8 a slice.
    expect(counter.yields).toBeGreaterThanOrEqual(50);
  });

  it("fails on a bad row deep in the page with SyncResponse's ZodError: the row's full path, the same issues and message", async () => {
    const raw = rawPage(500, 3);
    raw.simulators[312] = { ...makeSimulator({ id: 313 }), name: 42 };
    const error = await zodRejection(readSyncPage(raw, countingSlicer(8).slicer));
    const expected = parseError(raw);
    expect(error.issues.map((issue) => issue.path)).toEqual([['simulators', 312, 'name']]);
    expect(error.issues).toStrictEqual(expected.issues);
    expect(error.message).toBe(expected.message);
  });

  it('lists every bad row of both lists, in the order SyncResponse does', async () => {
    const raw = rawPage(30, 5);
    raw.simulators[3] = { id: 'x' };
    raw.simulators[27] = { ...makeSimulator({ id: 28 }), lastReleaseDate: 'yesterday', version: -1 };
    raw.technologies[4] = { ...makeTechnology({ id: 5 }), costImpact: 11 };
    const error = await zodRejection(readSyncPage(raw, countingSlicer(4).slicer));
    const expected = parseError(raw);
    expect(expected.issues.length).toBeGreaterThan(5);
    expect(error.issues).toStrictEqual(expected.issues);
    expect(error.message).toBe(expected.message);
  });

  it.each([
    ['a bad cursor and a bad row', { cursor: 'next', simulators: [{ id: 'x' }] }],
    ['a row list that is no list', { technologies: { id: 1 } }],
    ['no page at all', null],
  ])('refuses a page with %s with the same error as SyncResponse.parse', async (_name, overrides) => {
    const raw = overrides === null ? null : { ...rawPage(3, 1), ...overrides };
    const error = await zodRejection(readSyncPage(raw, countingSlicer(8).slicer));
    const expected = parseError(raw);
    expect(error.issues).toStrictEqual(expected.issues);
    expect(error.message).toBe(expected.message);
  });
});

/** Every chunk readSyncListingChunks yields for `raw`, or the error it threw with the chunks before it. */
async function readChunks(raw: unknown): Promise<{ chunks: SyncListingsResponse[]; error: unknown }> {
  const chunks: SyncListingsResponse[] = [];
  try {
    for await (const chunk of readSyncListingChunks(raw, countingSlicer(64).slicer)) chunks.push(chunk);
  } catch (error) {
    return { chunks, error };
  }
  return { chunks, error: null };
}

/** A listings answer of `count` listings, as JSON brings it. */
const rawListings = (count: number) => ({
  protocol: 1,
  dataset: 'dataset-a',
  cursor: '900',
  listings: Array.from({ length: count }, (_, index) => toSimulatorListing(makeSimulator({ id: index + 1 }))),
});

describe('readSyncListingChunks', () => {
  it('gives what SyncListingsResponse.parse gives, the first chunk a first screen and each next one larger', async () => {
    const raw = rawListings(3_000);
    const { chunks, error } = await readChunks(raw);
    expect(error).toBeNull();
    expect(chunks.map((chunk) => chunk.listings.length)).toEqual([FIRST_LISTINGS_CHUNK, 2_000, 500]);
    const { listings, ...envelope } = SyncListingsResponse.parse(raw);
    expect(chunks.flatMap((chunk) => chunk.listings)).toStrictEqual(listings);
    for (const { listings: _listings, ...chunkEnvelope } of chunks) expect(chunkEnvelope).toStrictEqual(envelope);
  });

  it('yields one empty chunk for an empty answer', async () => {
    const { chunks } = await readChunks(rawListings(0));
    expect(chunks.map((chunk) => chunk.listings)).toEqual([[]]);
  });

  it('refuses a bad listing in a later chunk as SyncListingsResponse does, under its full path, after the chunks before', async () => {
    const { listings, ...envelope } = rawListings(1_000);
    const raw = { ...envelope, listings: [...listings.slice(0, 700), { ...listings[700], name: 42 }, ...listings.slice(701)] };
    const { chunks, error } = await readChunks(raw);
    expect(chunks.map((chunk) => chunk.listings.length)).toEqual([FIRST_LISTINGS_CHUNK]);
    expect(SyncListingsResponse.safeParse(raw).error?.issues.map((issue) => issue.path)).toEqual([['listings', 700, 'name']]);
    if (!(error instanceof SyncListingsError)) throw new Error(`Expected a SyncListingsError, got ${String(error)}`);
    expect(error.issues).toStrictEqual([{ path: ['listings', 700, 'name'], message: 'Expected a string.' }]);
    expect(error.message).toBe("The server's listings answer is not one this app can read:\nlistings.700.name: Expected a string.");
  });

  it.each([
    ['a bad cursor', { cursor: 'next' }, 'cursor: since must be a cursor returned by a previous sync.'],
    ['listings that are no list', { listings: { id: 1 } }, 'listings: Expected a list.'],
    ['no protocol', { protocol: undefined }, 'protocol: Expected a whole number.'],
  ])('refuses an answer with %s before any chunk, saying where and why', async (_name, overrides, reason) => {
    const raw = { ...rawListings(3), ...overrides };
    expect(SyncListingsResponse.safeParse(raw).success).toBe(false);
    const { chunks, error } = await readChunks(raw);
    expect(chunks).toEqual([]);
    expect(error instanceof SyncListingsError ? error.message.split('\n').slice(1) : error).toEqual([reason]);
  });
});
