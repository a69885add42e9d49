import { describe, expect, it } from 'vitest';
import { normalizeCapabilities } from '../normalize/capabilities';
import { normalizeLearningResources } from '../normalize/learning-resources';
import { SimulatorInput } from '../schemas/simulator-input';
import { TechnologyInput } from '../schemas/technology-input';
import { deployments, parseSpecifications } from '../technologies/technology-details';
import { makeSimulator } from '../test/simulator-fixture';
import { makeTechnology } from '../test/technology-fixture';
import {
  INITIAL_CURSOR,
  isCursorAfter,
  isCursorOfProtocol,
  PLAIN_CURSOR_PROTOCOL,
  readSyncCursor,
  SYNC_PROTOCOL,
  SYNC_ROW_SCHEMAS,
  SyncCursor,
  SyncEnvelope,
  SyncQuery,
  SyncResponse,
  writeSyncCursor,
} from './sync';

/** What a row's JSON columns may hold in a database that was edited by hand. */
const ODD_BLOBS: [string, unknown][] = [
  ['an empty array', []],
  ['an array of objects', [{ name: 'x' }]],
  ['a number', 42],
  ['a boolean', true],
  ['text that is not JSON', '{not json'],
  ['JSON text of an array', '[1, 2]'],
  ['null', null],
];

const pageWith = (simulator: Record<string, unknown>, technology: Record<string, unknown>): unknown => ({
  protocol: SYNC_PROTOCOL,
  dataset: 'd',
  cursor: '9',
  hasMore: false,
  simulators: [{ ...makeSimulator(), ...simulator }],
  technologies: [{ ...makeTechnology(), ...technology }],
  deleted: { simulators: [], technologies: [] },
});

const EMPTY_LEARNING = { documentation: [], tutorials: [], publications: [], community: [], organizations: [] };

describe('a sync page with odd JSON in a row', () => {
  it.each(ODD_BLOBS)('parses with %s in every JSON column, and the details read as empty lists', (_name, blob) => {
    const page = SyncResponse.parse(pageWith({ detailedCapabilities: blob, learningResources: blob }, { specifications: blob }));
    const [simulator] = page.simulators;
    const [technology] = page.technologies;
    expect(normalizeCapabilities(simulator?.detailedCapabilities)).toEqual(normalizeCapabilities(null));
    expect(normalizeCapabilities(simulator?.detailedCapabilities).physics).toEqual([]);
    expect(normalizeLearningResources(simulator?.learningResources)).toEqual(EMPTY_LEARNING);
    expect(parseSpecifications(technology?.specifications)).toEqual([]);
  });

  it('keeps objects and JSON text as they are', () => {
    const page = SyncResponse.parse(
      pageWith({ detailedCapabilities: { physics: ['Black oil'] }, learningResources: '{"tutorials":[]}' }, { specifications: { a: 1 } }),
    );
    expect(page.simulators[0]?.detailedCapabilities).toEqual({ physics: ['Black oil'] });
    expect(page.simulators[0]?.learningResources).toBe('{"tutorials":[]}');
    expect(page.technologies[0]?.specifications).toEqual({ a: 1 });
  });

  it.each([
    ['odd entries', [2019, '2020', { y: 1 }, null, 2021.5, [1]], [2019, '2020', null, null, 2021.5, null]],
    ['a number instead of a list', 2019, []],
    ['text instead of a list', '[2019]', []],
    ['null', null, []],
  ])('reads deployedYears with %s', (_name, years, expected) => {
    const page = SyncResponse.parse(pageWith({}, { deployedYears: years, deployedCompanies: ['A', 'B', 'C'] }));
    const technology = page.technologies[0]!;
    expect(technology.deployedYears).toEqual(expected);
    expect(deployments(technology).map((d) => d.company)).toEqual(['A', 'B', 'C']);
  });

  it('keeps the readable entries of a list column and leaves out the odd ones', () => {
    const page = SyncResponse.parse(
      pageWith(
        {
          organizations: [1, 'SINTEF', { name: 5 }, null, { name: 'Equinor', role: 'Developer' }],
          relevantOrganizations: { name: 'not a list' },
          benchmark_studies: [{ description: 'no name' }, 'text', { benchmark_name: 'SPE10' }],
        },
        {},
      ),
    );
    const [simulator] = page.simulators;
    expect(simulator?.organizations).toEqual(['SINTEF', { name: 'Equinor', role: 'Developer' }]);
    expect(simulator?.relevantOrganizations).toEqual([]);
    expect(simulator?.benchmark_studies.map((b) => b.benchmark_name)).toEqual(['SPE10']);
  });
});

describe('the sync page in two steps', () => {
  it('is the envelope, which leaves the rows unread, with each row list read by its row schema', () => {
    const raw = pageWith({ name: 42 }, {});
    expect(Object.keys(SyncResponse.shape)).toEqual(Object.keys(SyncEnvelope.shape));
    expect(SyncEnvelope.parse(raw).simulators).toEqual([{ ...makeSimulator(), name: 42 }]);
    expect(SyncResponse.safeParse(raw).error?.issues.map((issue) => issue.path)).toEqual([['simulators', 0, 'name']]);
    expect(SYNC_ROW_SCHEMAS.simulators.safeParse({ ...makeSimulator(), name: 42 }).error?.issues.map((issue) => issue.path)).toEqual([
      ['name'],
    ]);
    expect(SYNC_ROW_SCHEMAS.technologies.parse(makeTechnology())).toEqual(SyncResponse.parse(pageWith({}, {})).technologies[0]);
  });
});

describe('writers stay strict', () => {
  it('refuses an array or a number as a simulator blob, and odd deployment years', () => {
    const { id: _id, updatedAt: _u, version: _v, ...simulator } = makeSimulator();
    expect(SimulatorInput.safeParse({ ...simulator, detailedCapabilities: [] }).success).toBe(false);
    expect(SimulatorInput.safeParse({ ...simulator, learningResources: 42 }).success).toBe(false);
    expect(SimulatorInput.safeParse({ ...simulator, organizations: [1] }).success).toBe(false);
    expect(SimulatorInput.safeParse({ ...simulator, relevantOrganizations: [{ role: 'no name' }] }).success).toBe(false);
    expect(SimulatorInput.safeParse({ ...simulator, benchmark_studies: [{ description: 'no name' }] }).success).toBe(false);
    expect(SimulatorInput.safeParse(simulator).success).toBe(true);
    const { id: _tid, updatedAt: _tu, version: _tv, ...technology } = makeTechnology();
    expect(TechnologyInput.safeParse({ ...technology, specifications: [] }).success).toBe(false);
    expect(TechnologyInput.safeParse({ ...technology, deployedYears: [{ y: 1 }] }).success).toBe(false);
    expect(TechnologyInput.safeParse(technology).success).toBe(true);
  });
});

describe('SyncQuery', () => {
  it('takes the protocol the client speaks, optionally', () => {
    expect(SyncQuery.parse({ since: '5', protocol: '1' })).toEqual({ since: '5', limit: 500, protocol: 1 });
    expect(SyncQuery.parse({}).protocol).toBeUndefined();
    expect(SyncQuery.parse({ protocol: '0' }).protocol).toBe(0);
    for (const protocol of ['-1', '1.5', 'x']) expect(SyncQuery.safeParse({ protocol }).success).toBe(false);
  });
});

const FINGERPRINT = '0123456789abcdef0123456789abcdef';
const OTHER_FINGERPRINT = 'fedcba9876543210fedcba9876543210';

describe('SyncCursor', () => {
  it.each(['0', '7', '900719925474099300', `12.${FINGERPRINT}.0`, `12.${FINGERPRINT}.11`, `999999999999999999.${FINGERPRINT}.5`])(
    'accepts %s',
    (cursor) => {
      expect(SyncCursor.safeParse(cursor).success).toBe(true);
      expect(writeSyncCursor(readSyncCursor(cursor))).toBe(cursor);
    },
  );

  it.each([
    ['', 'empty'],
    ['-1', 'negative'],
    ['1.5', 'a decimal number'],
    ['1234567890123456789', 'a 19-digit version'],
    [`12.${FINGERPRINT}`, 'a fingerprint without the pruned mark'],
    [`12.${FINGERPRINT.toUpperCase()}.0`, 'upper-case hex'],
    [`12.${FINGERPRINT.slice(1)}.0`, 'a short fingerprint'],
    [`12.${FINGERPRINT}.0.1`, 'a fourth part'],
    [`.${FINGERPRINT}.0`, 'no version'],
  ])('refuses %j (%s)', (cursor) => {
    expect(SyncCursor.safeParse(cursor).success).toBe(false);
    expect(() => readSyncCursor(cursor)).toThrow('is not a sync cursor');
  });

  it('reads a stamped cursor into its version, fingerprint and pruned mark, and a plain one into its version', () => {
    expect(readSyncCursor(`900719925474099300.${FINGERPRINT}.42`)).toEqual({
      version: 900719925474099300n,
      stamp: { fingerprint: FINGERPRINT, prunedThrough: 42n },
    });
    expect(readSyncCursor('17')).toEqual({ version: 17n, stamp: null });
    expect(readSyncCursor(INITIAL_CURSOR)).toEqual({ version: 0n, stamp: null });
  });

  it('belongs to a protocol by its form, INITIAL_CURSOR to every one', () => {
    const stamped = writeSyncCursor({ version: 5n, stamp: { fingerprint: FINGERPRINT, prunedThrough: 0n } });
    expect(isCursorOfProtocol(stamped, SYNC_PROTOCOL)).toBe(true);
    expect(isCursorOfProtocol(stamped, PLAIN_CURSOR_PROTOCOL)).toBe(false);
    expect(isCursorOfProtocol('5', SYNC_PROTOCOL)).toBe(false);
    expect(isCursorOfProtocol('5', PLAIN_CURSOR_PROTOCOL)).toBe(true);
    expect(isCursorOfProtocol(INITIAL_CURSOR, SYNC_PROTOCOL)).toBe(true);
    expect(isCursorOfProtocol(INITIAL_CURSOR, PLAIN_CURSOR_PROTOCOL)).toBe(true);
  });

  it('is what SyncQuery takes as since, and a page carries as its cursor', () => {
    const cursor = `3.${FINGERPRINT}.1`;
    expect(SyncQuery.parse({ since: cursor }).since).toBe(cursor);
    expect(SyncQuery.safeParse({ since: `3.${FINGERPRINT}` }).error?.issues.map((issue) => issue.path)).toEqual([['since']]);
    expect(SyncEnvelope.parse({ ...(pageWith({}, {}) as object), cursor }).cursor).toBe(cursor);
  });
});

describe('isCursorAfter', () => {
  it('compares cursors as exact integers', () => {
    expect(isCursorAfter('10', '9')).toBe(true);
    expect(isCursorAfter('9', '9')).toBe(false);
    expect(isCursorAfter('900719925474099300', '900719925474099299')).toBe(true);
  });

  it('compares the versions of stamped cursors, whatever their stamps say', () => {
    expect(isCursorAfter(`10.${FINGERPRINT}.0`, `9.${OTHER_FINGERPRINT}.8`)).toBe(true);
    expect(isCursorAfter(`9.${FINGERPRINT}.0`, `10.${FINGERPRINT}.0`)).toBe(false);
    expect(isCursorAfter(`9.${FINGERPRINT}.0`, `9.${OTHER_FINGERPRINT}.3`)).toBe(false);
    expect(isCursorAfter(`900719925474099300.${FINGERPRINT}.0`, `900719925474099299.${FINGERPRINT}.0`)).toBe(true);
    expect(isCursorAfter(`1.${FINGERPRINT}.0`, INITIAL_CURSOR)).toBe(true);
    expect(isCursorAfter(INITIAL_CURSOR, `1.${FINGERPRINT}.0`)).toBe(false);
  });
});
