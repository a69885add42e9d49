import { describe, expect, it } from 'vitest';
import { pickIds } from './pick-ids';

const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe('pickIds', () => {
  it('ends when the row count and the step share a factor, with distinct ids never used before', () => {
    // 6 of 12 rows: the old walk stepped by 3 over 12 and came back to its first id after four, then looped.
    const all = ids(12);
    const used = new Set<number>();
    const first = pickIds(all, 6, used);
    const second = pickIds(all, 6, used);
    expect([...first, ...second].toSorted((a, b) => a - b)).toEqual(all);
  });

  it('spreads the ids over the whole range, the first id first', () => {
    expect(pickIds(ids(30_000), 4, new Set())).toEqual([1, 7_501, 15_001, 22_501]);
  });

  it('picks none for a count of 0, and refuses more than are left', () => {
    const used = new Set([1, 2, 3]);
    expect(pickIds(ids(5), 0, used)).toEqual([]);
    expect(() => pickIds(ids(5), 3, used)).toThrow('Cannot pick 3 unused ids: 2 are left.');
  });
});
