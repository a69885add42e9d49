import type { ErrorBody, ErrorCode } from '@rsd/core';

export type FieldErrors = NonNullable<ErrorBody['error']['fields']>;

/** A failure with its HTTP status and the ErrorBody code; the error handler turns it into the response. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

/** A failure worth retrying after `retryAfterSeconds`: the error handler sends them as `Retry-After`. */
export class RetryLaterError extends HttpError {
  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(status, code, message);
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);

/** The value, or a 404 with `message` when the lookup found nothing. */
export function orNotFound<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw notFound(message);
  return value;
}
