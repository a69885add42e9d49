import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * What an id a proxy sends may look like (nginx's $request_id, a UUID, a trace id): anything else, which could
 * forge or break log lines, is replaced.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id, for pino-http's genReqId: the caller's X-Request-Id when well formed, else a new UUID. It is
 * set on the response at once, so every answer carries it, an error's too.
 */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
