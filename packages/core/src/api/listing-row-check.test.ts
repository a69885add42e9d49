import { describe, expect, expectTypeOf, it } from 'vitest';
import { toSimulatorListing } from '../card/simulator-listing';
import { makeSimulator } from '../test/simulator-fixture';
import { SimulatorListingRow, SyncListingsEnvelope } from './listing-row';
import { checkListingRow, checkSyncListingsEnvelope, describeIssues, isSyncCursor } from './listing-row-check';
import type { CheckResult } from './plain-check';
import { SyncCursor } from './sync-cursor';

/** What a check says of a value: its data when it accepts it, else the paths it refuses (each once, in order). */
type Verdict = { accepts: true; data: unknown } | { accepts: false; paths: string[] };

const pathsOf = (issues: readonly { readonly path: readonly PropertyKey[] }[]): string[] =>
  [...new Set(issues.map((issue) => issue.path.map(String).join('.')))].toSorted();

const zodVerdict = (
  result: { success: true; data: unknown } | { success: false; error: { issues: { path: PropertyKey[] }[] } },
): Verdict => (result.success ? { accepts: true, data: result.data } : { accepts: false, paths: pathsOf(result.error.issues) });

const plainVerdict = (result: CheckResult<unknown>): Verdict =>
  result.success ? { accepts: true, data: result.data } : { accepts: false, paths: pathsOf(result.issues) };

const listing = (): Record<string, unknown> =>
  JSON.parse(
    JSON.stringify(
      toSimulatorListing(
        makeSimulator({
          relevantOrganizations: ['SINTEF', { name: 'Equinor', role: 'partner', url: 'https://equinor.com' }],
          lastReleaseDate: '2024-03-01',
          updatedAt: '2024-05-06T07:08:09.123Z',
        }),
      ),
    ),
  );

/** Values of every JSON type and then some, for a field that takes none of them but its own. */
const WRONG_TYPES: readonly unknown[] = [undefined, null, true, 0, -1, 1.5, '', 'text', [], ['text'], {}, { name: 'x' }];

const DATETIMES: readonly unknown[] = [
  '2024-01-01T00:00:00Z',
  '2024-01-01T00:00:00.1Z',
  '2024-01-01T00:00:00.Z',
  '2024-01-01T00:00:00.123456789+02:00',
  '2024-01-01T23:59:59-23:59',
  '2024-01-01T00:00Z',
  '2024-01-01T00:00:00',
  '2024-01-01T00:00:00z',
  '2024-01-01 00:00:00Z',
  '2024-01-01T24:00:00Z',
  '2024-01-01T00:60:00Z',
  '2024-01-01T00:00:60Z',
  '2024-01-01T00:00:00+24:00',
  '2024-01-01T00:00:00+0200',
  '2024-02-29T00:00:00Z',
  '2023-02-29T00:00:00Z',
  '2000-02-29T00:00:00Z',
  '1900-02-29T00:00:00Z',
  '2024-04-31T00:00:00Z',
  '2024-13-01T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '0001-01-01T00:00:00+01:00',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59.999-01:00',
  '+010000-01-01T00:00:00Z',
  '2024-01-01',
  '',
];

const DATES: readonly unknown[] = [
  '2024-03-01',
  '2023-02-29',
  '0000-00-00',
  '2024-3-1',
  '24-03-01',
  '2024-03-01T00:00:00Z',
  '',
  ' 2024-03-01',
];

const ORGANIZATIONS: readonly unknown[] = [
  'SINTEF',
  '',
  { name: 'Equinor' },
  { name: 'Equinor', role: 'partner', url: 'u' },
  { name: 'Equinor', role: undefined },
  { name: 'Equinor', url: undefined, extra: 1 },
  { role: 'partner' },
  { name: 1 },
  { name: 'Equinor', role: 2 },
  { name: 'Equinor', url: null },
  null,
  5,
  [],
  ['SINTEF'],
];

/** Listings with one field changed each way: every field missing, of every wrong type, and the values near its rule. */
function listingCases(): [string, unknown][] {
  const base = listing();
  const cases: [string, unknown][] = [['a valid listing', base]];
  const fieldValues: Record<string, readonly unknown[]> = {
    id: [1, 2 ** 53 - 1, 2 ** 53, 0, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '1'],
    lastReleaseDate: DATES,
    updatedAt: DATETIMES,
    archived: [false, true, 'true', 1],
    relevantOrganizations: ORGANIZATIONS.map((organization) => [organization]),
    applicationAreas: [[], ['a', 'b'], ['a', 1], [null], 'a'],
    terms: [[], ['physics.black-oil'], [['nested']], { 0: 'a' }],
  };
  for (const field of Object.keys(base)) {
    const { [field]: _dropped, ...without } = base;
    cases.push([`without ${field}`, without]);
    for (const value of [...WRONG_TYPES, ...(fieldValues[field] ?? [])]) {
      cases.push([`${field} = ${JSON.stringify(value) ?? String(value)}`, { ...base, [field]: value }]);
    }
  }
  cases.push(['an extra field', { ...base, description: 'a record field' }]);
  cases.push(['two organizations wrong and the name', { ...base, name: 3, relevantOrganizations: [{}, 'ok', 7] }]);
  cases.push(['every field wrong', Object.fromEntries(Object.keys(base).map((key) => [key, Symbol.iterator]))]);
  for (const value of WRONG_TYPES) cases.push([`the listing = ${JSON.stringify(value) ?? String(value)}`, value]);
  return cases;
}

function envelopeCases(): [string, unknown][] {
  const base = { protocol: 2, dataset: 'dataset-a', cursor: `12.${'ab'.repeat(16)}.3`, listings: [1, 'not checked here'] };
  const cases: [string, unknown][] = [['a valid envelope', base]];
  const fieldValues: Record<string, readonly unknown[]> = {
    protocol: [1, 2 ** 53, -1, 1.5, Number.NaN],
    dataset: ['x', ''],
    cursor: [
      '0',
      '123456789012345678',
      '1234567890123456789',
      `1.${'0'.repeat(32)}.0`,
      `1.${'A'.repeat(32)}.0`,
      '1.abc.0',
      '-1',
      '1.',
      ' 1',
    ],
    listings: [[], [null], { length: 0 }],
  };
  for (const field of Object.keys(base)) {
    const { [field as keyof typeof base]: _dropped, ...without } = base;
    cases.push([`without ${field}`, without]);
    for (const value of [...WRONG_TYPES, ...(fieldValues[field] ?? [])]) {
      cases.push([`${field} = ${JSON.stringify(value) ?? String(value)}`, { ...base, [field]: value }]);
    }
  }
  cases.push(['an extra field', { ...base, listingsCount: 2 }]);
  cases.push(['every field wrong', { protocol: '2', dataset: '', cursor: 'x', listings: 'none' }]);
  for (const value of WRONG_TYPES) cases.push([`the answer = ${JSON.stringify(value) ?? String(value)}`, value]);
  return cases;
}

describe('checkListingRow', () => {
  it("gives SimulatorListingRow's type", () => {
    expectTypeOf(checkListingRow).returns.toEqualTypeOf<CheckResult<SimulatorListingRow>>();
  });

  it.each(listingCases())('agrees with SimulatorListingRow on %s: the same verdict, data and refused paths', (_name, value) => {
    expect(plainVerdict(checkListingRow(value))).toStrictEqual(zodVerdict(SimulatorListingRow.safeParse(value)));
  });

  it('says where and why it refuses, in words', () => {
    const result = checkListingRow({ ...listing(), name: 42, relevantOrganizations: ['SINTEF', { role: 'partner' }] });
    expect(result.success ? '' : describeIssues(result.issues)).toBe(
      'name: Expected a string.\nrelevantOrganizations.1: Expected a name, or an organization with a name and optionally a role and a url.',
    );
  });
});

describe('checkSyncListingsEnvelope', () => {
  it.each(envelopeCases())('agrees with SyncListingsEnvelope on %s', (_name, value) => {
    expect(plainVerdict(checkSyncListingsEnvelope(value))).toStrictEqual(zodVerdict(SyncListingsEnvelope.safeParse(value)));
  });

  it('names the root of an answer that is no object', () => {
    const result = checkSyncListingsEnvelope([]);
    expect(result.success ? '' : describeIssues(result.issues)).toBe('(answer): Expected the listings answer (an object).');
  });
});

describe('isSyncCursor', () => {
  it.each(
    envelopeCases().map(([name, value]) => [name, value !== null && typeof value === 'object' && 'cursor' in value ? value.cursor : value]),
  )('agrees with SyncCursor on the cursor of %s', (_name, cursor) => {
    expect(isSyncCursor(cursor)).toBe(SyncCursor.safeParse(cursor).success);
  });
});
