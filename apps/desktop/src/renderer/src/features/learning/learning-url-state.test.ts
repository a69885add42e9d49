import { describe, expect, it } from 'vitest';
import { learningViewFromSearchParams, learningViewToSearchParams } from './learning-url-state';

describe('learningViewFromSearchParams', () => {
  it.each([
    ['', { search: '', tab: 'all' }],
    ['?tab=tutorials', { search: '', tab: 'tutorials' }],
    ['?tab=community&q=forum', { search: 'forum', tab: 'community' }],
    ['?tab=documentation', { search: '', tab: 'documentation' }],
    ['?tab=publications', { search: '', tab: 'all' }],
    ['?tab=', { search: '', tab: 'all' }],
    ['?q=%20%20', { search: '', tab: 'all' }],
    ['?q=opm%20flow', { search: 'opm flow', tab: 'all' }],
  ])('%s', (query, view) => expect(learningViewFromSearchParams(query)).toEqual(view));
});

describe('learningViewToSearchParams', () => {
  it('writes only what differs from the defaults', () => {
    expect(learningViewToSearchParams({ search: '', tab: 'all' }).toString()).toBe('');
    expect(learningViewToSearchParams({ search: '   ', tab: 'all' }).toString()).toBe('');
    expect(learningViewToSearchParams({ search: 'opm', tab: 'tutorials' }).toString()).toBe('q=opm&tab=tutorials');
  });

  it('round-trips', () => {
    const view = { search: 'a&b=c', tab: 'community' } as const;
    expect(learningViewFromSearchParams(learningViewToSearchParams(view).toString())).toEqual(view);
  });
});
