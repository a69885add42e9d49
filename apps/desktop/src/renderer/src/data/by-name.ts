import { comparePlain } from '@rsd/core';

let collator: Intl.Collator | undefined;

/**
 * Records in name order as people read them ("Tool 2" before "Tool 10", letter case and accents aside). Plain
 * names (ASCII letters, digits, spaces) compare without ICU, which a warm start's sort of 2,000 names waited on.
 * The collator is built on first use, not when the module loads: loading ICU's collation data is a long task of
 * its own on a slow phone.
 */
export function byName(a: { name: string }, b: { name: string }): number {
  return comparePlain(a.name, b.name, true) ?? (collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })).compare(a.name, b.name);
}
