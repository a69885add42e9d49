import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { hostConsole } from '../shared/log';
import { normalizeLearningResources, parseLearningResourcesStrict } from './learning-resources';

const newShape = {
  official_documentation: [{ title: 'OPM Manual', url: 'https://opm.example/manual', description: 'Reference', type: 'manual' }],
  tutorials_examples: [{ title: 'First run', url: 'https://opm.example/tut', description: 'Norne' }],
  key_publications_academic: [
    {
      title: 'The OPM initiative',
      url: 'https://doi.example/1',
      authors: 'Rasmussen et al.',
      year: 2021,
      journal_conference: 'Computers & Math',
    },
  ],
  community_support_channels: [{ channel_type: 'Forum', url: 'https://forum.example', description: 'Questions' }],
  relevant_organizations: [{ name: 'Equinor', role: 'Sponsor', url: 'https://equinor.example' }, { name: 'SINTEF' }],
};

const olderShape = {
  documentation: [{ title: 'Docs', url: 'https://old.example/docs' }],
  tutorials: [{ title: 'Tutorial', url: 'https://old.example/tut', description: 'Start here' }],
  publications: [{ title: 'Paper', authors: ['A. One', 'B. Two'], year: '2019', journal: 'SPE J.' }],
  community: [{ type: 'Mailing list', url: 'https://old.example/list' }],
  organizations: ['Old Org', { name: 'Named Org', role: 'Lead' }],
};

describe('normalizeLearningResources', () => {
  let warnSpy: MockInstance<(...data: unknown[]) => void>;
  beforeEach(() => {
    warnSpy = vi.spyOn(hostConsole, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warnSpy.mockRestore());

  it('reads the new shape', () => {
    expect(normalizeLearningResources(newShape)).toEqual({
      documentation: [{ title: 'OPM Manual', url: 'https://opm.example/manual', description: 'Reference', type: 'manual' }],
      tutorials: [{ title: 'First run', url: 'https://opm.example/tut', description: 'Norne', type: 'tutorial' }],
      publications: [
        { title: 'The OPM initiative', url: 'https://doi.example/1', authors: 'Rasmussen et al.', year: 2021, journal: 'Computers & Math' },
      ],
      community: [{ channelType: 'Forum', url: 'https://forum.example', description: 'Questions' }],
      organizations: [
        { name: 'Equinor', role: 'Sponsor', url: 'https://equinor.example' },
        { name: 'SINTEF', role: 'Contributor', url: '#' },
      ],
    });
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it('reads JSON text like the object', () => {
    expect(normalizeLearningResources(JSON.stringify(newShape))).toEqual(normalizeLearningResources(newShape));
    expect(normalizeLearningResources(JSON.stringify(olderShape))).toEqual(normalizeLearningResources(olderShape));
  });

  it('reads the older shape', () => {
    expect(normalizeLearningResources(olderShape)).toEqual({
      documentation: [{ title: 'Docs', url: 'https://old.example/docs', description: '', type: 'documentation' }],
      tutorials: [{ title: 'Tutorial', url: 'https://old.example/tut', description: 'Start here', type: 'tutorial' }],
      publications: [{ title: 'Paper', url: null, authors: 'A. One, B. Two', year: 2019, journal: 'SPE J.' }],
      community: [{ channelType: 'Mailing list', url: 'https://old.example/list', description: '' }],
      organizations: [
        { name: 'Old Org', role: 'Contributor', url: '#' },
        { name: 'Named Org', role: 'Lead', url: '#' },
      ],
    });
  });

  it('keeps entries missing title or url with empty text (skipping is the caller rule)', () => {
    const result = normalizeLearningResources({ official_documentation: [{ url: 'https://x.example' }, { title: 'No url' }] });
    expect(result.documentation).toEqual([
      { title: '', url: 'https://x.example', description: '', type: 'documentation' },
      { title: 'No url', url: '', description: '', type: 'documentation' },
    ]);
  });

  it('reads unusable years as null', () => {
    const result = normalizeLearningResources({
      key_publications_academic: [
        { title: 'a', year: 'soon' },
        { title: 'b', year: 2020.5 },
        { title: 'c', year: ' 1999 ' },
        { title: 'd' },
      ],
    });
    expect(result.publications.map((p) => p.year)).toEqual([null, null, 1999, null]);
  });

  it('skips non-object entries in lists', () => {
    const result = normalizeLearningResources({ tutorials_examples: ['text', null, 4, { title: 'T', url: 'u' }] });
    expect(result.tutorials).toHaveLength(1);
  });

  it.each([null, undefined, '', 'null'])('gives empty lists without a warning for %j', (raw) => {
    const result = normalizeLearningResources(raw);
    expect(Object.values(result).every((list) => list.length === 0)).toBe(true);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it.each(['{oops', '[1,2]', '"text"', 12])('gives empty lists and warns for %j', (raw) => {
    const result = normalizeLearningResources(raw);
    expect(Object.values(result).every((list) => list.length === 0)).toBe(true);
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });
});

describe('parseLearningResourcesStrict', () => {
  it('returns null for unparseable or non-object input, without logging', () => {
    const warnSpy = vi.spyOn(hostConsole, 'warn').mockImplementation(() => undefined);
    expect(parseLearningResourcesStrict('{broken')).toBeNull();
    expect(parseLearningResourcesStrict('[]')).toBeNull();
    expect(parseLearningResourcesStrict(5)).toBeNull();
    expect(warnSpy).not.toHaveBeenCalled();
    warnSpy.mockRestore();
  });

  it('returns empty lists for nothing stored and the normalised value otherwise', () => {
    expect(parseLearningResourcesStrict(null)?.documentation).toEqual([]);
    expect(parseLearningResourcesStrict(JSON.stringify(newShape))?.community).toHaveLength(1);
  });
});
