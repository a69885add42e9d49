import type { ErrorBody, ErrorCode } from './error-body';
import { ERROR_CODES } from './error-codes';
import { isPlainObject, isSafeInteger } from './plain-check';

// ErrorBody.safeParse in plain code, for the API client: the sync worker reads a failed request's body before home's
// count, when it has loaded no zod. ErrorBody stays the definition (the server, the OpenAPI document, the types);
// error-body-check.test.ts holds this check's verdicts and data to its.

const CODES: ReadonlySet<string> = new Set(ERROR_CODES);

const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && CODES.has(value);

const isOptionalInteger = (value: unknown): value is number | undefined => value === undefined || isSafeInteger(value);

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** Validation messages by field path, each a list of strings, copied; null when any is not. */
function readFields(value: unknown): Record<string, string[]> | null {
  if (!isPlainObject(value)) return null;
  const fields: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(value)) {
    if (!isStringList(messages)) return null;
    fields[key] = messages;
  }
  return fields;
}

/** The one error body of a failing answer, with only its own fields; null when `data` is none. */
export function readErrorBody(data: unknown): ErrorBody | null {
  if (!isPlainObject(data) || !isPlainObject(data.error)) return null;
  const { code, message, fields, protocol } = data.error;
  if (!isErrorCode(code) || typeof message !== 'string') return null;
  const error: ErrorBody['error'] = { code, message };
  // As zod's object: an optional key the body has stays, even when undefined.
  if ('fields' in data.error) {
    if (fields === undefined) error.fields = undefined;
    else {
      const read = readFields(fields);
      if (read === null) return null;
      error.fields = read;
    }
  }
  if ('protocol' in data.error) {
    if (!isOptionalInteger(protocol)) return null;
    error.protocol = protocol;
  }
  return { error };
}
