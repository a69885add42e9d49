import { collationKey, compareCollated, compareCollationKeys } from '@rsd/core';

/**
 * Records in name order as people read them ("Tool 2" before "Tool 10", letter case and accents aside); plain
 * names compare without ICU, which a warm start's sort of 2,000 names waited on (core's collation).
 */
export function byName(a: { name: string }, b: { name: string }): number {
  return compareCollated(a.name, b.name, true);
}

/**
 * `records` sorted by byName, each name's plainness found once rather than at every comparison: home sorts 30,000
 * listings so on a first visit (bench/README.md, first-visit.ts).
 */
export function sortByName<T extends { name: string }>(records: readonly T[]): T[] {
  return records
    .map((record) => ({ record, key: collationKey(record.name) }))
    .toSorted((a, b) => compareCollationKeys(a.key, b.key, true))
    .map(({ record }) => record);
}
