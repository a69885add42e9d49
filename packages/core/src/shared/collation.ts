/**
 * ICU's English collation at base strength, answered without ICU for names of ASCII letters, digits and spaces:
 * each Intl.Collator.compare call crosses into ICU (2,000 names took 30 ms). Other text: undefined, and the caller
 * asks its collator; collation.test.ts holds this to ICU's answers.
 */
const SPACE = 32;
const isDigit = (code: number) => code >= 48 && code <= 57;
const isPlain = (code: number) => code === SPACE || isDigit(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const lowered = (code: number) => (code >= 65 && code <= 90 ? code + 32 : code);

function allPlain(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (!isPlain(text.charCodeAt(i))) return false;
  return true;
}

/** The end of the digit run starting at `from`. */
function digitsEnd(text: string, from: number): number {
  let end = from;
  while (end < text.length && isDigit(text.charCodeAt(end))) end += 1;
  return end;
}

/** Two digit runs by value: leading zeros aside, the longer is larger, then digit by digit. */
function compareNumbers(a: string, aFrom: number, aEnd: number, b: string, bFrom: number, bEnd: number): number {
  while (aFrom < aEnd - 1 && a.charCodeAt(aFrom) === 48) aFrom += 1;
  while (bFrom < bEnd - 1 && b.charCodeAt(bFrom) === 48) bFrom += 1;
  if (aEnd - aFrom !== bEnd - bFrom) return aEnd - aFrom - (bEnd - bFrom);
  for (; aFrom < aEnd; aFrom += 1, bFrom += 1) {
    const difference = a.charCodeAt(aFrom) - b.charCodeAt(bFrom);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Negative, zero or positive as `new Intl.Collator('en', { sensitivity: 'base', numeric })` would say; undefined when it must say. */
export function comparePlain(a: string, b: string, numeric: boolean): number | undefined {
  if (!allPlain(a) || !allPlain(b)) return undefined;
  return comparePlainChars(a, b, numeric);
}

/** comparePlain's answer for two texts known to be plain. */
function comparePlainChars(a: string, b: string, numeric: boolean): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = lowered(a.charCodeAt(i));
    const y = lowered(b.charCodeAt(j));
    if (numeric && isDigit(x) && isDigit(y)) {
      const [aEnd, bEnd] = [digitsEnd(a, i), digitsEnd(b, j)];
      const byValue = compareNumbers(a, i, aEnd, b, j, bEnd);
      if (byValue !== 0) return byValue;
      [i, j] = [aEnd, bEnd];
      continue;
    }
    if (x !== y) return x - y;
    i += 1;
    j += 1;
  }
  return a.length - i - (b.length - j);
}

/**
 * One collator per option set (localeCompare with options builds one per call, ~100x slower on a long sort), built
 * on first use, not when the module loads: loading ICU's collation data is a long task of its own on a slow phone.
 */
const collators = new Map<boolean, Intl.Collator>();

function collator(numeric: boolean): Intl.Collator {
  let built = collators.get(numeric);
  if (!built) {
    built = new Intl.Collator('en', { sensitivity: 'base', numeric });
    collators.set(numeric, built);
  }
  return built;
}

/** Alphabetical, case- and accent-insensitive (numbers by value when `numeric`): plain names without ICU, others with it. */
export const compareCollated = (a: string, b: string, numeric: boolean): number =>
  comparePlain(a, b, numeric) ?? collator(numeric).compare(a, b);

/** A text and whether it is plain, found once: a long sort checks each text once rather than at every comparison. */
export interface CollationKey {
  text: string;
  plain: boolean;
}

export const collationKey = (text: string): CollationKey => ({ text, plain: allPlain(text) });

/**
 * compareCollated over keys: the plainness checks were more than half of sorting home's filter options at 30,000 tools
 * (about 100,000 values; bench/README.md, first-visit.ts).
 */
export const compareCollationKeys = (a: CollationKey, b: CollationKey, numeric: boolean): number =>
  a.plain && b.plain ? comparePlainChars(a.text, b.text, numeric) : collator(numeric).compare(a.text, b.text);
