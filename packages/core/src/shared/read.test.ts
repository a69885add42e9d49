import { afterEach, describe, expect, it, vi } from 'vitest';
import { countCollators } from '../test/count-collators';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('compareText', () => {
  it('builds its collator on first use, not when the module loads (ICU data is slow to load on a phone)', async () => {
    const counter = countCollators();
    const { compareText, sortedDistinct } = await import('./read');
    expect(counter.built).toBe(0);

    expect(sortedDistinct(['ert', 'DuMux', 'FEHM', 'dumux'])).toEqual(['DuMux', 'dumux', 'ert', 'FEHM']);
    expect(compareText('a', 'B')).toBeLessThan(0);
    // Plain names need no collator (shared/collation.ts); an accent does.
    expect(counter.built).toBe(0);
    expect(sortedDistinct(['Ézé', 'eze', 'Eza'])).toEqual(['Eza', 'eze', 'Ézé']);
    expect(counter.built).toBe(1);
  });

  it("sorts distinct values in compareText's order, plain and accented texts mixed", async () => {
    const { compareText, distinct, sortedDistinct } = await import('./read');
    const values = ['Tool 10', 'tool 2', 'Ézé', 'eze', 'Eza', 'ert', 'DuMux', 'dumux', 'Tool 10', 'Ölfeld', 'oil', 'a-b', 'ab', 'a b', ''];
    expect(sortedDistinct(values)).toEqual(distinct(values).toSorted(compareText));
  });
});
