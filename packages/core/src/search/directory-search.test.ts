import { describe, expect, it } from 'vitest';
import { makeJob, makeSimulator, makeTechnology } from '../testing';
import type { LearningResource } from '../learning/learning-resource';
import type { Simulator } from '../schemas/simulator';
import { createDirectorySearch, loadDirectorySearch, type DirectorySearch, type SearchGroup } from './directory-search';
import type { SearchKind } from './search-documents';

const sim = (id: number, overrides: Partial<Simulator>): Simulator =>
  makeSimulator({
    id,
    fullName: '',
    shortDescription: '',
    description: '',
    applicationAreas: [],
    keyFeatures: [],
    programmingLanguages: [],
    relevantOrganizations: [],
    ...overrides,
  });

const SIMULATORS: Simulator[] = [
  sim(1, {
    name: 'OPM Flow',
    fullName: 'Open Porous Media Flow',
    shortDescription: 'Fully implicit black-oil reservoir simulator',
    // Another tool's name in a long text: it must not outrank the tool itself.
    description: 'Shares grids with DuMux and DUNE; dumps restart files.',
    relevantOrganizations: ['Equinor', 'SINTEF Digital'],
  }),
  sim(2, {
    name: 'DuMux',
    fullName: 'DUNE for Multi-{Phase, Component, Scale, Physics, ...} flow and transport in porous media',
    shortDescription: 'Porous-media simulator built on DUNE',
    organizations: [{ name: 'University of Stuttgart (IWS)', role: 'Developer' }],
  }),
  sim(3, {
    name: 'PFLOTRAN',
    shortDescription: 'Massively parallel reactive flow and transport',
    detailedCapabilities: { physics_and_models: [{ capability_name: 'Compositional flow', description: 'multiphase' }] },
  }),
  // Geomechanics appears only among its capabilities.
  sim(4, {
    name: 'MRST',
    shortDescription: 'MATLAB Reservoir Simulation Toolbox',
    detailedCapabilities: { physics_and_models: [{ capability_name: 'Geomechanics', description: 'ad-mechanics module' }] },
  }),
  // ... and here only among its key features.
  sim(5, { name: 'GEOS', shortDescription: 'Multiphysics simulator', keyFeatures: ['Coupled geomechanics and flow'] }),
  sim(6, { name: 'Dumpling', shortDescription: 'A tool whose name is one letter from the typo' }),
];

const LEARNING: LearningResource[] = [
  {
    id: '2-doc-0',
    title: 'DuMux handbook',
    url: 'https://dumux.org/docs/handbook',
    description: 'Installation and first steps',
    source: 'DuMux',
    type: 'documentation',
    simulators: [{ id: 2, name: 'DuMux' }],
  },
  {
    id: '3-tut-0',
    title: 'Reactive transport course',
    url: 'https://pflotran.org/course',
    description: 'Short course',
    source: 'PFLOTRAN',
    type: 'tutorial',
    simulators: [{ id: 3, name: 'PFLOTRAN' }],
  },
];

const filled = (): DirectorySearch => {
  const search = createDirectorySearch();
  search.putSimulators(SIMULATORS);
  search.putTechnologies([
    makeTechnology({ id: 1, name: 'Smart well completion', vendorName: 'Acme Geomechanics Ltd', category: 'well_engineering' }),
  ]);
  search.putJobs([makeJob({ id: 1, title: 'Reservoir engineer (DuMux)', company: 'Stuttgart Energy', tags: ['porous media'] })]);
  search.setLearningResources(LEARNING);
  return search;
};

const titles = (groups: SearchGroup[], kind: SearchKind): string[] =>
  groups.find((group) => group.kind === kind)?.hits.map((hit) => hit.title) ?? [];

describe('directory search', () => {
  it('finds DuMux first for the typo "dumx", above a tool one letter away and a text that mentions it', () => {
    const groups = filled().search('dumx');
    expect(titles(groups, 'simulator')[0]).toBe('DuMux');
    // OPM Flow names DuMux only in its description, read because the names and keywords found few records.
    expect(titles(groups, 'simulator')).toContain('OPM Flow');
  });

  it('tolerates one typo in a longer word and two in a long one', () => {
    const search = filled();
    expect(titles(search.search('pflotan'), 'simulator')[0]).toBe('PFLOTRAN');
    expect(titles(search.search('compositonal'), 'simulator')).toEqual(['PFLOTRAN']);
    expect(titles(search.search('compostonal'), 'simulator')).toEqual(['PFLOTRAN']);
  });

  it('does not tolerate a typo in a word of three letters, which would match too much', () => {
    // 'opn' is one edit from 'opm', but a three-letter word must be typed right (or be a prefix).
    expect(titles(filled().search('opn'), 'simulator')).toEqual([]);
    expect(titles(filled().search('opm'), 'simulator')).toEqual(['OPM Flow']);
  });

  it('finds "geomech" in a tool whose only mention is a capability, and in one whose only mention is a feature', () => {
    const found = titles(filled().search('geomech'), 'simulator');
    expect(found).toEqual(expect.arrayContaining(['MRST', 'GEOS']));
    expect(found).toHaveLength(2);
  });

  it("finds a tool by its capability terms' vocabulary labels, and ignores a term this build does not know", () => {
    const search = createDirectorySearch();
    const admin = { source: 'admin', by: 'ada', at: '2026-11-27T00:00:00.000Z' } as const;
    search.putSimulators([
      sim(7, { name: 'Porelab', capabilities: [{ term: 'pore-scale', evidence: admin }] }),
      sim(8, { name: 'Futurelab', capabilities: [{ term: 'quantum-pore-scale', evidence: admin }] }),
    ]);
    expect(titles(search.search('pore scale'), 'simulator')).toEqual(['Porelab']);
  });

  it('matches prefixes of every word as they are typed, each word narrowing the results', () => {
    const search = filled();
    expect(titles(search.search('pf'), 'simulator')).toEqual(['PFLOTRAN']);
    expect(titles(search.search('open por'), 'simulator')).toEqual(['OPM Flow']);
    expect(titles(search.search('multiphysics geomech'), 'simulator')).toEqual(['GEOS']);
    // One letter is matched whole, not as the start of every word.
    expect(search.search('d')).toEqual([]);
    // While the last word is that short the query is a name being typed: 'st' is no organisation's prefix yet.
    expect(titles(search.search('st'), 'simulator')).toEqual([]);
    expect(titles(search.search('stu'), 'simulator')).toEqual(['DuMux']);
  });

  it('matches organisations, ignoring case and accents', () => {
    const search = filled();
    search.putSimulators([sim(8, { name: 'Porepy', relevantOrganizations: ['ÉTS Montréal'] })]);
    expect(titles(search.search('stuttgart'), 'simulator')).toEqual(['DuMux']);
    // Three letters: no typo tolerance to hide a missing accent fold.
    expect(titles(search.search('ets'), 'simulator')).toEqual(['Porepy']);
    expect(titles(search.search('MONTRÉAL'), 'simulator')).toEqual(['Porepy']);
  });

  it('ranks a match in the name above matches in several other fields', () => {
    const search = createDirectorySearch();
    search.putSimulators([
      sim(1, {
        name: 'Waterflood studio',
        shortDescription: 'Tracer tracer transport',
        keyFeatures: ['Tracer tests'],
        applicationAreas: ['Tracer'],
      }),
      sim(2, { name: 'Tracer' }),
    ]);
    expect(titles(search.search('tracer'), 'simulator')).toEqual(['Tracer', 'Waterflood studio']);
  });

  it('groups results by kind in a fixed order, each group ranked and capped', () => {
    const groups = filled().search('dumux');
    expect(groups.map((group) => group.kind)).toEqual(['simulator', 'job', 'learning']);
    expect(titles(groups, 'job')).toEqual(['Reservoir engineer (DuMux)']);
    expect(titles(groups, 'learning')).toEqual(['DuMux handbook']);
    const learning = groups.find((group) => group.kind === 'learning')?.hits[0];
    expect(learning).toMatchObject({ ref: '2-doc-0', url: 'https://dumux.org/docs/handbook', subtitle: 'DuMux' });
    // A resource's description is read with the long texts.
    expect(titles(filled().search('installation'), 'learning')).toEqual(['DuMux handbook']);

    const capped = filled().search('porous', { perKind: 1 });
    const simulators = capped.find((group) => group.kind === 'simulator');
    expect(simulators?.hits).toHaveLength(1);
    expect(simulators?.total).toBe(2);
    expect(simulators?.hits[0]?.score).toBeGreaterThan(0);
    expect(titles(filled().search('geomechanics'), 'technology')).toEqual(['Smart well completion']);
  });

  it('scores at most the candidates asked for a kind, a name match among them, and says there are more', () => {
    const search = createDirectorySearch();
    // Five tools mention "flow" in their summary before the one whose name starts with it is added.
    search.putSimulators([1, 2, 3, 4, 5].map((id) => sim(id, { name: `Tool ${id}`, shortDescription: 'Two-phase flow' })));
    search.putSimulators([sim(6, { name: 'Flowline' })]);
    const capped = search.search('flow', { perKind: 2, candidatesPerKind: 3 }).find((group) => group.kind === 'simulator');
    expect(capped?.hits.map((hit) => hit.title)).toContain('Flowline');
    expect(capped).toMatchObject({ total: 3, more: true });
    expect(search.search('flow').find((group) => group.kind === 'simulator')).toMatchObject({ total: 6, more: false });
  });

  it("reads a broad word's best records first, whenever they were added, and stops past the cap", () => {
    const search = createDirectorySearch();
    // Weak matches first: "flow" once in a long summary. Then the strong ones: "flow" three times in their features,
    // a field MiniSearch walked after the summaries, so a cap on the records walked first kept the weak ones.
    const summary = 'A long summary of a reservoir tool that mentions flow once among many other words of its text';
    search.putSimulators([1, 2, 3, 4, 5].map((id) => sim(id, { name: `Tool ${id}`, shortDescription: summary })));
    search.putSimulators(
      [6, 7].map((id) =>
        sim(id, { name: `Tool ${id}`, shortDescription: 'Grid', keyFeatures: ['Two-phase flow', 'Flow diagnostics', 'Multiphase flow'] }),
      ),
    );
    const capped = search.search('flow', { perKind: 2, candidatesPerKind: 3 }).find((group) => group.kind === 'simulator');
    expect(capped?.hits.map((hit) => hit.title).toSorted()).toEqual(['Tool 6', 'Tool 7']);
    expect(capped).toMatchObject({ total: 3, more: true });
    // Exactly as many matches as the cap: not "more".
    search.remove('simulator', [1, 2, 3]);
    expect(search.search('flow', { candidatesPerKind: 4 }).find((group) => group.kind === 'simulator')).toMatchObject({
      total: 4,
      more: false,
    });
  });

  it("keeps a word's records in order as a sync adds and removes them after a query has read them", () => {
    const search = createDirectorySearch();
    search.putSimulators([1, 2, 3, 4].map((id) => sim(id, { name: `Tool ${id}`, shortDescription: 'Reservoir model of a basin' })));
    expect(titles(search.search('basin', { candidatesPerKind: 2 }), 'simulator')).toHaveLength(2);
    search.putSimulators([sim(5, { name: 'Basin lab', shortDescription: 'Basin modelling' })]);
    expect(titles(search.search('basin', { candidatesPerKind: 2 }), 'simulator')[0]).toBe('Basin lab');
    // Replaced by a record that no longer says it: the old entry is skipped, and the word finds the others.
    search.putSimulators([sim(5, { name: 'Lab', shortDescription: 'Toolkit' })]);
    expect(titles(search.search('basin', { candidatesPerKind: 2 }), 'simulator')).not.toContain('Lab');
    search.remove('simulator', [1, 2, 3]);
    expect(titles(search.search('basin'), 'simulator')).toEqual(['Tool 4']);
    // A word no record holds any more is no prefix's expansion either.
    expect(search.search('modelling')).toEqual([]);
  });

  it('looks for near spellings only when the exact words and their prefixes find few', () => {
    const search = createDirectorySearch();
    const stores = Array.from({ length: 20 }, (_, i) => sim(i + 1, { name: `Tool ${i + 1}`, shortDescription: 'Gas store' }));
    search.putSimulators([...stores, sim(21, { name: 'Tool 21', shortDescription: 'Star grid' })]);
    // Twenty records hold a word starting with 'stor': 'star', one typo away, is not searched for.
    expect(search.search('stor').find((group) => group.kind === 'simulator')?.total).toBe(20);
    search.remove('simulator', [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(search.search('stor').find((group) => group.kind === 'simulator')?.total).toBe(11);
  });

  it('searches a kind again over all its matches when its candidates lack a later word', () => {
    const search = createDirectorySearch();
    search.putSimulators([1, 2, 3].map((id) => sim(id, { name: `Tool ${id}`, shortDescription: 'Basin model' })));
    search.putSimulators([sim(4, { name: 'Tool 4', shortDescription: 'Basin storage model' })]);
    const groups = search.search('basin storage', { perKind: 1, candidatesPerKind: 2 });
    expect(titles(groups, 'simulator')).toEqual(['Tool 4']);
    expect(groups.find((group) => group.kind === 'simulator')).toMatchObject({ total: 1, more: false });
  });

  it('leaves the index as it was when a row comes again unchanged', () => {
    const search = filled();
    const before = search.serialize();
    search.putSimulators(SIMULATORS);
    search.setLearningResources(LEARNING);
    expect(search.serialize()).toBe(before);
  });

  it('applies additions, replacements and removals in place', () => {
    const search = filled();
    const before = search.size;
    search.putSimulators([sim(4, { name: 'MRST', shortDescription: 'Toolbox', detailedCapabilities: null })]);
    expect(search.size).toBe(before);
    expect(titles(search.search('geomech'), 'simulator')).toEqual(['GEOS']);

    search.putSimulators([sim(7, { name: 'Jutul', shortDescription: 'Differentiable geomechanics' })]);
    expect(titles(search.search('geomech'), 'simulator').toSorted()).toEqual(['GEOS', 'Jutul']);

    search.remove('simulator', [5, 999]);
    expect(titles(search.search('geomech'), 'simulator')).toEqual(['Jutul']);
    expect(search.size).toBe(before);

    search.remove('job', [1]);
    expect(titles(search.search('engineer'), 'job')).toEqual([]);
  });

  it('takes a new learning pool as a change: gone resources removed, changed ones replaced', () => {
    const search = filled();
    const [handbook] = LEARNING;
    search.setLearningResources([{ ...handbook!, title: 'DuMux user guide' }]);
    expect(titles(search.search('guide'), 'learning')).toEqual(['DuMux user guide']);
    expect(titles(search.search('handbook'), 'learning')).toEqual([]);
    expect(titles(search.search('course'), 'learning')).toEqual([]);
    // The other kinds are not the pool's.
    expect(titles(search.search('pflotran'), 'simulator')).toEqual(['PFLOTRAN']);
  });

  it('puts learning resources a few at a time without dropping the rest of the pool', () => {
    const search = filled();
    const [handbook, course] = LEARNING;
    search.putLearningResources([{ ...handbook!, title: 'DuMux user guide' }]);
    expect(titles(search.search('guide'), 'learning')).toEqual(['DuMux user guide']);
    expect(titles(search.search('course'), 'learning')).toEqual([course!.title]);
    search.remove('learning', [course!.id]);
    expect(titles(search.search('course'), 'learning')).toEqual([]);
  });

  it('answers a blank query with nothing', () => {
    const search = filled();
    for (const query of ['', ' ', '\t\n ', '   ']) expect(search.search(query)).toEqual([]);
  });

  it('never throws on odd input', () => {
    const search = filled();
    const odd = [
      '.*+?^${}()|[]\\',
      '(dumux',
      '"unterminated',
      '-- ; DROP TABLE',
      'a'.repeat(100_000),
      `dumux ${'x '.repeat(5_000)}`,
      'Ünïcödé 日本語 🚀 \u0000 \uD800',
      'ﬁnite élément',
    ];
    for (const query of odd) expect(() => search.search(query)).not.toThrow();
    expect(titles(search.search('(dumux)'), 'simulator')[0]).toBe('DuMux');
  });

  it('reads back what it serialized, with the same results and updates', () => {
    const search = filled();
    const loaded = loadDirectorySearch(search.serialize());
    expect(loaded?.search('dumx')).toEqual(search.search('dumx'));
    loaded?.remove('simulator', [2]);
    expect(titles(loaded?.search('dumux') ?? [], 'simulator')).toEqual(['OPM Flow']);
    expect(loadDirectorySearch(JSON.stringify({ format: 0 }))).toBeNull();
  });
});
