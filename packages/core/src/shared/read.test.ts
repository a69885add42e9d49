import { afterEach, describe, expect, it, vi } from 'vitest';

/** Intl with a Collator that counts how many are built. */
function countCollators() {
  const counter = { built: 0 };
  class CountingCollator extends Intl.Collator {
    constructor(...args: ConstructorParameters<typeof Intl.Collator>) {
      super(...args);
      counter.built += 1;
    }
  }
  vi.stubGlobal('Intl', Object.create(Intl, { Collator: { value: CountingCollator } }));
  return counter;
}

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
    expect(counter.built).toBe(1);
  });
});
