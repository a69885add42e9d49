import { describe, expect, it } from 'vitest';
import type { LearningResource } from './learning-resource';
import { learningEmptyText, searchLearningResources } from './search-learning-resources';

const resource = (id: string, type: LearningResource['type'], title: string, extra: Partial<LearningResource> = {}): LearningResource => ({
  id,
  title,
  url: `https://example.org/${id}`,
  description: '',
  source: 'OPM Flow',
  type,
  simulators: [{ id: 1, name: 'OPM Flow' }],
  ...extra,
});

const resources = [
  resource('d1', 'documentation', 'User manual', { description: 'Keyword reference' }),
  resource('t1', 'tutorial', 'Norne walkthrough'),
  resource('c1', 'community', 'Forum', {
    source: 'MRST',
    simulators: [
      { id: 2, name: 'MRST' },
      { id: 3, name: 'DuMux' },
    ],
  }),
];
const ids = (search: string, tab: Parameters<typeof searchLearningResources>[2]) =>
  searchLearningResources(resources, search, tab).map((r) => r.id);

describe('searchLearningResources', () => {
  it('lists everything on the all tab without a search', () => {
    expect(ids('', 'all')).toEqual(['d1', 't1', 'c1']);
  });

  it('filters by tab', () => {
    expect(ids('', 'documentation')).toEqual(['d1']);
    expect(ids('', 'tutorials')).toEqual(['t1']);
    expect(ids('', 'community')).toEqual(['c1']);
  });

  it('searches title, description, source and simulator names, case-insensitively', () => {
    expect(ids('MANUAL', 'all')).toEqual(['d1']);
    expect(ids('keyword', 'all')).toEqual(['d1']);
    expect(ids('mrst', 'all')).toEqual(['c1']);
    expect(ids('dumux', 'all')).toEqual(['c1']);
    expect(ids('opm flow', 'all')).toEqual(['d1', 't1']);
    expect(ids('  norne ', 'all')).toEqual(['t1']);
  });

  it('does not search the url', () => {
    expect(ids('example.org', 'all')).toEqual([]);
  });

  it('combines tab and search', () => {
    expect(ids('opm', 'tutorials')).toEqual(['t1']);
    expect(ids('forum', 'documentation')).toEqual([]);
  });
});

describe('learningEmptyText', () => {
  it('explains an empty search result with the search text', () => {
    expect(learningEmptyText('petrel')).toBe('No resources matching "petrel" were found. Try a different search term.');
    expect(learningEmptyText('  petrel ')).toBe('No resources matching "petrel" were found. Try a different search term.');
  });

  it('explains an empty category without a search', () => {
    expect(learningEmptyText('')).toBe('No resources are available for this category.');
    expect(learningEmptyText('   ')).toBe('No resources are available for this category.');
  });
});
