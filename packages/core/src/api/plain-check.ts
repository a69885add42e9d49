// The building blocks of the sync worker's checks in plain code (listing-row-check.ts): no zod, whose core the
// worker would otherwise download before home's count. Each check adds its issues under their full path and
// returns a value of its type; the caller trusts the value only when no issue was added.

/** Where in the value checked: keys and list indexes, as zod's issues name them. */
export type CheckPath = readonly (string | number)[];

/** One reason a value is refused, under its path in the value checked. */
export interface CheckIssue {
  readonly path: CheckPath;
  readonly message: string;
}

/** A checked value, or every issue found in it. */
export type CheckResult<T> = { success: true; data: T } | { success: false; issues: CheckIssue[] };

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A number as zod's z.number() takes it: not NaN nor infinite. */
export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export const isSafeInteger = (value: unknown): value is number => Number.isSafeInteger(value);

/** Adds `message` under `path`, then `key` when given. */
export function addIssue(issues: CheckIssue[], path: CheckPath, key: string | number | null, message: string): void {
  issues.push({ path: key === null ? path : [...path, key], message });
}

/** `value[key]` as a string; '' with an issue otherwise. */
export function readString(value: Record<string, unknown>, key: string, path: CheckPath, issues: CheckIssue[]): string {
  const field = value[key];
  if (typeof field === 'string') return field;
  addIssue(issues, path, key, 'Expected a string.');
  return '';
}

/** `value[key]` as a string or null; null with an issue otherwise. */
export function readNullableString(value: Record<string, unknown>, key: string, path: CheckPath, issues: CheckIssue[]): string | null {
  const field = value[key];
  if (field === null || typeof field === 'string') return field;
  addIssue(issues, path, key, 'Expected a string or null.');
  return null;
}

/** `value[key]` as a list whose every entry `read` accepts; [] with the issues otherwise. */
export function readList<T>(
  value: Record<string, unknown>,
  key: string,
  path: CheckPath,
  issues: CheckIssue[],
  read: (entry: unknown, listPath: CheckPath, index: number, entryIssues: CheckIssue[]) => T,
): T[] {
  const field = value[key];
  if (!Array.isArray(field)) {
    addIssue(issues, path, key, 'Expected a list.');
    return [];
  }
  const listPath = [...path, key];
  return field.map((entry: unknown, index) => read(entry, listPath, index, issues));
}

/** A list's entry as a string; '' with an issue otherwise. Its path is built only for an issue: most are fine. */
export function readStringEntry(entry: unknown, listPath: CheckPath, index: number, issues: CheckIssue[]): string {
  if (typeof entry === 'string') return entry;
  addIssue(issues, listPath, index, 'Expected a string.');
  return '';
}
