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

describe('byName', () => {
  it('orders names as read, numbers by value, and builds its collator on first use only', async () => {
    const counter = countCollators();
    const { byName } = await import('./by-name');
    expect(counter.built).toBe(0);

    const names = ['Tool 10', 'ert', 'Tool 2', 'DuMux', 'FEHM'].map((name) => ({ name }));
    expect(names.toSorted(byName).map((record) => record.name)).toEqual(['DuMux', 'ert', 'FEHM', 'Tool 2', 'Tool 10']);
    expect(counter.built).toBe(1);
  });
});
