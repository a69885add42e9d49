import { describe, expect, it } from 'vitest';
import { compareHref } from '@rsd/core';
import { compareViewFromSearchParams, selectionToSearchParams } from './compare-url-state';

describe('compareViewFromSearchParams', () => {
  it.each([
    ['', { mode: 'selection', selected: [] }],
    ['?selected=4', { mode: 'selection', selected: [4] }],
    ['selected=4,9', { mode: 'selection', selected: [4, 9] }],
    ['?selected=4,x,9,12', { mode: 'selection', selected: [4, 9] }],
    ['?selected=abc', { mode: 'selection', selected: [] }],
    ['?ids=3,7', { mode: 'comparison', ids: [3, 7] }],
    ['?ids=3,abc', { mode: 'comparison', ids: [3] }],
    ['?ids=abc,xyz', { mode: 'comparison', ids: [] }],
    ['?ids=', { mode: 'comparison', ids: [] }],
    ['?ids=3,7&selected=1', { mode: 'comparison', ids: [3, 7] }],
  ])('%s', (query, view) => expect(compareViewFromSearchParams(query)).toEqual(view));

  it('reads the link the Compare Selected button makes', () => {
    expect(compareViewFromSearchParams(compareHref([12, 5]).split('?')[1] ?? '')).toEqual({ mode: 'comparison', ids: [12, 5] });
  });
});

describe('selectionToSearchParams', () => {
  it('writes nothing for no selection and round-trips a selection', () => {
    expect(selectionToSearchParams([]).toString()).toBe('');
    expect(selectionToSearchParams([4, 9]).toString()).toBe('selected=4%2C9');
    expect(compareViewFromSearchParams(selectionToSearchParams([4, 9]).toString())).toEqual({ mode: 'selection', selected: [4, 9] });
  });
});
