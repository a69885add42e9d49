import { vi } from 'vitest';

/**
 * Replaces the global Intl with one whose Collator counts the collators built (undo with vi.unstubAllGlobals):
 * a test can then prove a module builds none when it loads.
 */
export function countCollators(): { built: number } {
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
