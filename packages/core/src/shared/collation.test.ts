import { describe, expect, it } from 'vitest';
import { comparePlain } from './collation';

/** A small deterministic generator (mulberry32): the same pairs on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Short strings over an alphabet where case, spaces, leading zeros and digit runs all meet. */
function plainPairs(count: number): [string, string][] {
  const next = random(7);
  const alphabet = 'aAbBzZ00129 ';
  const word = () => Array.from({ length: Math.floor(next() * 7) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  return Array.from({ length: count }, () => [word(), word()]);
}

describe('comparePlain', () => {
  it.each([false, true])('agrees with ICU (numeric: %s) on every pair of plain strings', (numeric) => {
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric });
    const disagreements = plainPairs(50_000).filter(
      ([a, b]) => Math.sign(comparePlain(a, b, numeric) ?? NaN) !== Math.sign(collator.compare(a, b)),
    );
    expect(disagreements.slice(0, 5)).toEqual([]);
  });

  it('orders numbers by value only when asked, and ignores case', () => {
    expect(comparePlain('Tool 2', 'Tool 10', true)).toBeLessThan(0);
    expect(comparePlain('Tool 2', 'Tool 10', false)).toBeGreaterThan(0);
    expect(comparePlain('MRST', 'mrst', false)).toBe(0);
    expect(comparePlain('a b', 'ab', false)).toBeLessThan(0);
  });

  it('leaves anything beyond ASCII letters, digits and spaces to the collator', () => {
    for (const [a, b] of [
      ['Émile', 'emile'],
      ['OPM-Flow', 'OPM Flow'],
      ['1\u0663', '2'],
      ['a_b', 'ab'],
    ])
      expect(comparePlain(a!, b!, true)).toBeUndefined();
  });
});
