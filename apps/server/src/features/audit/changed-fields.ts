import { isDeepStrictEqual } from 'node:util';

/** 'Changed name, website.' for the audit log: which of `fields` differ between the two versions of a record. */
export function changedFieldsSummary<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]): string {
  const changed = fields.filter((field) => !isDeepStrictEqual(before[field], after[field]));
  return changed.length ? `Changed ${changed.join(', ')}.` : 'Saved without changes.';
}
