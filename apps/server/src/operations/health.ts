import express, { type Router } from 'express';
import { HttpError } from '../http/http-error';
import type { Readiness } from './readiness';

export const LIVENESS_PATH = '/livez';
export const READINESS_PATH = '/readyz';
const PROBE_PATHS: ReadonlySet<string> = new Set([LIVENESS_PATH, READINESS_PATH]);

/** Whether a request URL (query and all) is a health probe: its request line is logged at debug. */
export const isProbe = (url: string | undefined): boolean => PROBE_PATHS.has((url ?? '').split('?')[0] ?? '');

/** A probe's success; a failure is the one error body, 503 'unavailable' with the reason in its message. */
const OK = { status: 'ok' } as const;

/**
 * `GET /livez`: 200 while the process can answer at all, without touching the database (a restart would not bring
 * it back). `GET /readyz`: 200 only when `readiness` says so, else 503. Never cached.
 */
export function healthRoutes(readiness: () => Promise<Readiness>): Router {
  const router = express.Router();
  router.get(LIVENESS_PATH, (_req, res) => {
    res.set('Cache-Control', 'no-store').json(OK);
  });
  router.get(READINESS_PATH, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const state = await readiness();
    if (!state.ready) throw new HttpError(503, 'unavailable', `Not ready: ${state.reason}.`);
    res.json(OK);
  });
  return router;
}
