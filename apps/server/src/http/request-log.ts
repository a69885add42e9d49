import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LevelWithSilent } from 'pino';
import type { Options } from 'pino-http';
import { isDatabaseUnavailable } from '../db/db-errors';
import { isProbe } from '../operations/health';
import { requestIdOf } from '../operations/request-id';

/** Why the database could not be reached, in a word (ECONNREFUSED, 57P01...), instead of a stack trace. */
function reasonOf(err: Error): string {
  const code = (err as Error & { code?: unknown }).code;
  return typeof code === 'string' ? code : err.message;
}

/**
 * The level of each request's one completion record. A health probe, every few seconds from each load balancer:
 * debug (a change of readiness is logged on its own). A 503 is a known state of the database, not a bug: warn. A
 * response the client walked away from (a closed tab mid-download) is not the server's failure.
 */
export function requestLogLevel(req: IncomingMessage, res: ServerResponse, err?: Error): LevelWithSilent {
  if (isProbe(req.url)) return 'debug';
  if (res.statusCode === 503) return 'warn';
  if (!res.writableEnded) return 'info';
  return err || res.statusCode >= 500 ? 'error' : 'info';
}

/** What pino's request serializer has already read from the request; only part of it is worth a line. */
interface SerializedRequest {
  id?: unknown;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  remoteAddress?: string;
}

/**
 * One request's line: who asked for what, not every header it carried (a kilobyte a request, and cookies and
 * tokens do not belong in logs even redacted).
 */
export const requestSummary = (req: SerializedRequest) => ({
  id: req.id,
  method: req.method,
  url: req.url,
  remoteAddress: req.remoteAddress,
  userAgent: req.headers['user-agent'],
});

export const responseSummary = (res: { statusCode: number; headers?: Record<string, unknown> }) => ({
  statusCode: res.statusCode,
  contentLength: res.headers?.['content-length'],
});

/**
 * pino-http options: each request's id (X-Request-Id) in every line it logs; levels as above; short request and
 * response fields; a 503 record carries the reason, never a stack.
 */
export const requestLogOptions: Options = {
  genReqId: requestIdOf,
  serializers: { req: requestSummary, res: responseSummary },
  customLogLevel: requestLogLevel,
  customErrorMessage: (_req, res, err) =>
    res.statusCode === 503 ? (isDatabaseUnavailable(err) ? 'database unavailable' : 'service unavailable') : 'request errored',
  customErrorObject: (_req, res, err, record: Record<string, unknown>) => {
    // pino leaves undefined fields out of the line.
    return res.statusCode === 503 ? { ...record, err: undefined, reason: reasonOf(err) } : record;
  },
};
