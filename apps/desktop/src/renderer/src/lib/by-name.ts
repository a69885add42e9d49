import { compareCollated } from '@rsd/core';

/**
 * Records in name order as people read them ("Tool 2" before "Tool 10", letter case and accents aside); plain
 * names compare without ICU, which a warm start's sort of 2,000 names waited on (core's collation).
 */
export function byName(a: { name: string }, b: { name: string }): number {
  return compareCollated(a.name, b.name, true);
}
