import { describe, expect, it } from 'vitest';
import { TECHNOLOGY_TABS, technologyTabFromSearchParams, technologyTabQuery } from './technology-tabs';

describe('technology tabs', () => {
  it('lists the spec tabs in order', () => {
    expect(TECHNOLOGY_TABS.map((tab) => tab.title)).toEqual(['Overview', 'Benefits & Limitations', 'Technical Specs', 'Deployment']);
  });

  it.each([
    ['', 'overview'],
    ['?tab=benefits', 'benefits'],
    ['tab=specs', 'specs'],
    ['tab=deployment&x=1', 'deployment'],
    ['tab=Deployment', 'overview'],
    ['tab=constructor', 'overview'],
    ['tab=', 'overview'],
  ])('%j opens %s', (query, tab) => expect(technologyTabFromSearchParams(query)).toBe(tab));

  it('writes no query for Overview and ?tab= for the others, round-tripping', () => {
    expect(technologyTabQuery('overview')).toBe('');
    for (const { id } of TECHNOLOGY_TABS) expect(technologyTabFromSearchParams(technologyTabQuery(id))).toBe(id);
  });
});
