/** Lenient readers for stored JSON whose shape is not guaranteed: wrong types read as empty. */
import { collationKey, compareCollated, compareCollationKeys, type CollationKey } from './collation';

export type PlainObject = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is PlainObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Strings trimmed; finite numbers as text; anything else ''. */
export const asText = (value: unknown): string => {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
};

/** The first of several keys holding non-empty text, so older and newer key names both read. */
export const pickText = (obj: PlainObject, ...keys: string[]): string => {
  for (const key of keys) {
    const text = asText(obj[key]);
    if (text !== '') return text;
  }
  return '';
};

/** Optional text: '' reads as null. */
export const pickOptionalText = (obj: PlainObject, ...keys: string[]): string | null => {
  const text = pickText(obj, ...keys);
  return text === '' ? null : text;
};

export const pickValue = (obj: PlainObject, ...keys: string[]): unknown => {
  for (const key of keys) if (obj[key] !== undefined && obj[key] !== null) return obj[key];
  return undefined;
};

export type JsonRead = { kind: 'empty' } | { kind: 'value'; value: unknown } | { kind: 'invalid'; reason: string };

/**
 * Reads a value that may be JSON text or already parsed. null, undefined and blank text are
 * "empty" (nothing stored), which is not an error.
 */
export const readJsonish = (raw: unknown): JsonRead => {
  if (raw === null || raw === undefined) return { kind: 'empty' };
  if (typeof raw !== 'string') return { kind: 'value', value: raw };
  if (raw.trim() === '') return { kind: 'empty' };
  try {
    return { kind: 'value', value: JSON.parse(raw) as unknown };
  } catch (error) {
    return { kind: 'invalid', reason: error instanceof Error ? error.message : String(error) };
  }
};

/** Distinct values in first-seen order. */
export const distinct = <T>(values: Iterable<T>): T[] => [...new Set(values)];

/** Alphabetical, case-insensitive, with a code-point tie-break so the order is total and stable. */
export const compareText = (a: string, b: string): number => {
  const letters = compareCollated(a, b, false);
  if (letters !== 0) return letters;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** compareText over collation keys, each text's plainness found once. */
const compareTextKeys = (a: CollationKey, b: CollationKey): number => {
  const letters = compareCollationKeys(a, b, false);
  if (letters !== 0) return letters;
  return a.text < b.text ? -1 : a.text > b.text ? 1 : 0;
};

/** Distinct values in compareText's order. */
export const sortedDistinct = (values: Iterable<string>): string[] =>
  distinct(values)
    .map(collationKey)
    .toSorted(compareTextKeys)
    .map((key) => key.text);
