import { VISITOR_WRITES } from '@rsd/core';
import type { RequestHandler } from 'express';
import type { Counter } from 'prom-client';
import type { VisitorWriteEndpoint, VisitorWriteOutcome } from './metrics';

/** The visitor writes by method and path, as Express matches them (any letter case, a trailing slash or not). */
const ENDPOINTS = new Map(
  (Object.keys(VISITOR_WRITES) as VisitorWriteEndpoint[]).map((name) => [
    `${VISITOR_WRITES[name].method} ${VISITOR_WRITES[name].path}`,
    name,
  ]),
);

const keyOf = (method: string, path: string) => `${method} ${path.toLowerCase().replace(/\/+$/, '')}`;

export function outcomeOf(status: number): VisitorWriteOutcome {
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'failed';
  return status < 400 ? 'accepted' : 'refused';
}

/**
 * Counts each visitor write by endpoint and outcome once its answer is sent. Mounted at the head of the API, before
 * the same-origin check, so a write refused there is counted too.
 */
export function countVisitorWrites(counter: Counter<'endpoint' | 'outcome'>): RequestHandler {
  return (req, res, next) => {
    const endpoint = ENDPOINTS.get(keyOf(req.method, req.path));
    if (endpoint !== undefined) res.once('finish', () => counter.inc({ endpoint, outcome: outcomeOf(res.statusCode) }));
    next();
  };
}
