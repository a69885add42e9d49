import { z } from 'zod';
import { Simulator } from '../schemas/simulator';
import { Technology } from '../schemas/technology';

/**
 * Bumped whenever the synced row shapes or the cursor meaning change: a client holding a cache
 * from another protocol drops it and syncs from zero.
 */
export const SYNC_PROTOCOL = 1;

export const SYNC_DEFAULT_LIMIT = 500;
export const SYNC_MAX_LIMIT = 5000;

/** Opaque to clients: pass back what the last response said. '0' means from the beginning. */
export const SyncCursor = z.string().regex(/^\d{1,18}$/, 'since must be a cursor returned by a previous sync.');
export type SyncCursor = z.infer<typeof SyncCursor>;
export const INITIAL_CURSOR: SyncCursor = '0';

export const SyncQuery = z.object({
  since: SyncCursor.default(INITIAL_CURSOR),
  limit: z.coerce
    .number({ message: `limit must be an integer from 1 to ${SYNC_MAX_LIMIT}.` })
    .int(`limit must be an integer from 1 to ${SYNC_MAX_LIMIT}.`)
    .min(1, `limit must be an integer from 1 to ${SYNC_MAX_LIMIT}.`)
    .max(SYNC_MAX_LIMIT, `limit must be an integer from 1 to ${SYNC_MAX_LIMIT}.`)
    .default(SYNC_DEFAULT_LIMIT),
});
export type SyncQuery = z.infer<typeof SyncQuery>;

export const SyncResponse = z.object({
  protocol: z.number().int(),
  /**
   * Names the database that issued the cursor. A cursor means nothing to another database (recreated,
   * restored, or another server): a client that sees a new dataset drops its cache and syncs from zero.
   */
  dataset: z.string().min(1),
  cursor: SyncCursor,
  hasMore: z.boolean(),
  simulators: z.array(Simulator),
  technologies: z.array(Technology),
  deleted: z.object({
    simulators: z.array(z.number().int()),
    technologies: z.array(z.number().int()),
  }),
});
export type SyncResponse = z.infer<typeof SyncResponse>;
