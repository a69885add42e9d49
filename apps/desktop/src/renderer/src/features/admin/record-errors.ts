import { toFormFieldErrors } from '@rsd/core';
import { ApiError } from '../../data/api-client';

/** The server's own words for a failure (its ErrorBody message), else the error's message, else null. */
export function apiErrorMessage(error: unknown): string | null {
  if (error instanceof ApiError) return error.body?.error.message ?? error.message;
  return error instanceof Error && error.message ? error.message : null;
}

/** A 409: the record changed on the server since the edit read it (expectedVersion was stale). */
export function isStaleEdit(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** A 400's field errors keyed by the form's field names (a list entry's error lands on its list's input). */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const byPath = toFormFieldErrors(error.body?.error.fields ?? {}, {});
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(byPath)) {
    const [head = ''] = path.split('.');
    const message = messages[0];
    if (message && !(head in out)) out[head] = message;
  }
  return out;
}

/** What a failed load says (spec 8): the error's message, or `fallback` when it has none; null without an error. */
export function loadFailure(error: unknown, fallback: string): string | null {
  return error ? (apiErrorMessage(error) ?? fallback) : null;
}
