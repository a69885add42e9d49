import { describe, expect, it } from 'vitest';
import { normalizeCapabilities } from '../normalize/capabilities';
import { normalizeLearningResources } from '../normalize/learning-resources';
import { SimulatorInput } from '../schemas/simulator';
import { TechnologyInput } from '../schemas/technology';
import { deployments, parseSpecifications } from '../technologies/technology-details';
import { makeSimulator } from '../test/simulator-fixture';
import { makeTechnology } from '../test/technology-fixture';
import { isCursorAfter, SYNC_PROTOCOL, SYNC_ROW_SCHEMAS, SyncEnvelope, SyncQuery, SyncResponse } from './sync';

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

describe('isCursorAfter', () => {
  it('compares cursors as exact integers', () => {
    expect(isCursorAfter('10', '9')).toBe(true);
    expect(isCursorAfter('9', '9')).toBe(false);
    expect(isCursorAfter('900719925474099300', '900719925474099299')).toBe(true);
  });
});
