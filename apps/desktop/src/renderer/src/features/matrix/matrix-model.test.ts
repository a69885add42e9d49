import { describe, expect, it } from 'vitest';
import { matrixRow } from './matrix-model';

describe('matrixRow', () => {
  it("matches a tool's terms when its row is first read, once, and not before", () => {
    let reads = 0;
    const listing = {
      id: 7,
      name: 'OPM Flow',
      get terms() {
        reads++;
        return ['tpfa'];
      },
    };
    const row = matrixRow(listing, new Map([['tpfa', 'finite-volume']]));
    expect(reads).toBe(0);

    expect([...row.matched]).toEqual([
      ['tpfa', 'tpfa'],
      ['finite-volume', 'tpfa'],
    ]);
    expect(row.matched.get('finite-volume')).toBe('tpfa');
    expect(reads).toBe(1);
  });
});
