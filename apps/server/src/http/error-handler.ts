import { RETRY_AFTER_HEADER } from '@rsd/core';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../db/db-errors';
import { shapeErrorBody } from './error-shape';
import { HttpError, notFound, RetryLaterError } from './http-error';
import { JSON_BODY_TOO_LARGE_MESSAGE } from './json-body';
import { validationError } from './validate';

/** body-parser and http-errors mark their errors with `type` and `status`. */
interface ParserError {
  type?: unknown;
  status?: unknown;
}

export function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof z.ZodError) return validationError(err);
  const parser = (typeof err === 'object' && err !== null ? err : {}) as ParserError;
  switch (parser.type) {
    case 'entity.parse.failed':
      return new HttpError(400, 'malformed_json', 'The request body is not valid JSON.');
    case 'entity.too.large':
      return new HttpError(413, 'payload_too_large', JSON_BODY_TOO_LARGE_MESSAGE);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'bad_request', 'The request body encoding is not supported.');
  }
  if (isDatabaseUnavailable(err)) {
    return new HttpError(503, 'unavailable', 'The database is unavailable. Please try again shortly.');
  }
  if (typeof parser.status === 'number' && parser.status >= 400 && parser.status < 500) {
    return new HttpError(parser.status, 'bad_request', err instanceof Error ? err.message : 'Bad request.');
  }
  return new HttpError(500, 'internal', 'Something went wrong on the server.');
}

/** Errors a stream raises when the client has gone (a closed tab mid-download). */
const CLIENT_GONE = new Set(['ECONNABORTED', 'ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/** The one exit for failures: `ErrorBody` with the real status. Registered last. */
export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (CLIENT_GONE.has(String((err as { code?: unknown }).code)) && (req.destroyed || res.destroyed || req.socket.destroyed)) {
    // Nobody is left to answer, and nothing went wrong here; the request's own record says "aborted".
    return;
  }
  const httpError = toHttpError(err);
  // A 503 is logged once, by the request logger (see request-log.ts), at warn and without a stack.
  if (httpError.status === 503 && err instanceof Error) res.err = err;
  else if (httpError.status >= 500) req.log.error({ err }, 'unhandled error');
  if (res.headersSent) return next(err);
  if (httpError instanceof RetryLaterError) res.set(RETRY_AFTER_HEADER, String(httpError.retryAfterSeconds));
  res.status(httpError.status).json(shapeErrorBody(req, httpError.toBody()));
};

/** Any method on an `/api` path no router answered. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(notFound(`No API endpoint ${req.method} ${req.originalUrl.split('?')[0]}.`));
};
