import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LevelWithSilent } from 'pino';
import type { Options } from 'pino-http';
import { isDatabaseUnavailable } from '../db/db-errors';

/** Why the database could not be reached, in a word (ECONNREFUSED, 57P01...), instead of a stack trace. */
function reasonOf(err: Error): string {
  const code = (err as Error & { code?: unknown }).code;
  return typeof code === 'string' ? code : err.message;
}

/**
 * The level of each request's one completion record. A 503 is a known state of the database, not a bug:
 * warn. A response the client walked away from (a closed tab mid-download) is not the server's failure.
 */
export function requestLogLevel(_req: IncomingMessage, res: ServerResponse, err?: Error): LevelWithSilent {
  if (res.statusCode === 503) return 'warn';
  if (!res.writableEnded) return 'info';
  return err || res.statusCode >= 500 ? 'error' : 'info';
}

/** pino-http options: levels as above; a 503 record carries the reason, never a stack. */
export const requestLogOptions: Options = {
  customLogLevel: requestLogLevel,
  customErrorMessage: (_req, res, err) =>
    res.statusCode === 503 ? (isDatabaseUnavailable(err) ? 'database unavailable' : 'service unavailable') : 'request errored',
  customErrorObject: (_req, res, err, record: Record<string, unknown>) => {
    // pino leaves undefined fields out of the line.
    return res.statusCode === 503 ? { ...record, err: undefined, reason: reasonOf(err) } : record;
  },
};
