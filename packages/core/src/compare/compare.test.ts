import { describe, expect, it } from 'vitest';
import { canCompare, COMPARE_LIMIT, compareHref, compareSelectionText, parseCompareIds, toggleCompareSelection } from './compare';

describe('parseCompareIds', () => {
  it.each([
    ['3,7', [3, 7]],
    [' 3 , 7 ', []],
    ['007,3', [3]],
    ['-1,3', [3]],
    [' 1,3', [3]],
    ['3', [3]],
    ['3,abc,7', [3, 7]],
    ['3,7,9', [3, 7]],
    ['7,3', [7, 3]],
    ['3,3', [3]],
    ['3,3,4', [3, 4]],
    ['0,-1,2', [2]],
    ['1.5,2', [2]],
    ['1e3,4', [4]],
    ['99999999999999999999,5', [5]],
    ['', []],
    [',,,', []],
  ])('%j -> %j', (param, ids) => expect(parseCompareIds(param)).toEqual(ids));

  it('reads null and undefined as no ids', () => {
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds(undefined)).toEqual([]);
  });
});

describe('toggleCompareSelection', () => {
  it('adds up to the limit of 2', () => {
    expect(COMPARE_LIMIT).toBe(2);
    expect(toggleCompareSelection([], 1)).toEqual([1]);
    expect(toggleCompareSelection([1], 2)).toEqual([1, 2]);
  });

  it('ignores a third selection', () => {
    expect(toggleCompareSelection([1, 2], 3)).toEqual([1, 2]);
  });

  it('deselects a selected id, even at the limit', () => {
    expect(toggleCompareSelection([1, 2], 1)).toEqual([2]);
    expect(toggleCompareSelection([5], 5)).toEqual([]);
  });

  it('does not mutate the input', () => {
    const selected = [1];
    toggleCompareSelection(selected, 2);
    expect(selected).toEqual([1]);
  });
});

describe('compare helpers', () => {
  it('enables comparison only at exactly 2', () => {
    expect(canCompare([])).toBe(false);
    expect(canCompare([1])).toBe(false);
    expect(canCompare([1, 2])).toBe(true);
  });

  it('writes the counter', () => {
    expect(compareSelectionText([])).toBe('Selected: 0/2');
    expect(compareSelectionText([4, 9])).toBe('Selected: 2/2');
  });

  it('builds the comparison link', () => {
    expect(compareHref([3, 7])).toBe('/compare?ids=3,7');
    expect(compareHref([])).toBe('/compare');
  });

  it('round-trips through parseCompareIds', () => {
    expect(parseCompareIds(compareHref([12, 4]).split('ids=')[1] ?? null)).toEqual([12, 4]);
  });
});
