import { z } from 'zod';
import { Simulator } from '../schemas/simulator';
import { Technology } from '../schemas/technology';
import { SyncCursor } from './sync-cursor';
import { INITIAL_CURSOR, SYNC_DEFAULT_LIMIT, SYNC_MAX_LIMIT } from './sync-protocol';

export * from './sync-protocol';
export * from './sync-cursor';

const PROTOCOL_MESSAGE = 'protocol must be a whole number.';

export const SyncQuery = z.object({
  since: z._default(SyncCursor, INITIAL_CURSOR),
  /** The protocol the client speaks; optional so that clients from before it was sent still sync. */
  protocol: z.coerce.number({ message: PROTOCOL_MESSAGE }).int(PROTOCOL_MESSAGE).min(0, PROTOCOL_MESSAGE).optional(),
  limit: z.coerce
    .number({ message: `limit must be an integer from 1 to ${SYNC_MAX_LIMIT}.` })
    .int(`limit must be an integer from 1 to ${SYNC_MAX_LIMIT}.`)
    .min(1, `limit must be an integer from 1 to ${SYNC_MAX_LIMIT}.`)
    .max(SYNC_MAX_LIMIT, `limit must be an integer from 1 to ${SYNC_MAX_LIMIT}.`)
    .default(SYNC_DEFAULT_LIMIT),
});
export type SyncQuery = z.infer<typeof SyncQuery>;

/** The schema of each row list a sync page carries, by its field. */
export const SYNC_ROW_SCHEMAS = { simulators: Simulator, technologies: Technology } as const;
export type SyncRowField = keyof typeof SYNC_ROW_SCHEMAS;

/**
 * A sync page with its rows not yet read: each row list only has to be an array. A client that reads a
 * large page in slices checks this first, then each row with SYNC_ROW_SCHEMAS; SyncResponse is both at once.
 */
export const SyncEnvelope = z.object({
  protocol: z.number().int(),
  /**
   * Names the database that issued the cursor. A cursor means nothing to another database (created afresh,
   * or another server): a client that sees a new dataset resyncs from zero. A restored copy keeps the name;
   * the cursor's stamp tells it apart.
   */
  dataset: z.string().min(1),
  cursor: SyncCursor,
  hasMore: z.boolean(),
  /**
   * How many changes follow this page's cursor (0 on the last page), so a client can show a first sync as
   * pages of a total. Optional: servers from before it was added do not send it.
   */
  remaining: z.number().int().nonnegative().optional(),
  simulators: z.array(z.unknown()),
  technologies: z.array(z.unknown()),
  deleted: z.object({
    simulators: z.array(z.number().int()),
    technologies: z.array(z.number().int()),
  }),
});
export type SyncEnvelope = z.infer<typeof SyncEnvelope>;

/** One page of GET /api/sync: the envelope with every row read (the row lists keep their place in it). */
export const SyncResponse = SyncEnvelope.extend({
  simulators: z.array(SYNC_ROW_SCHEMAS.simulators),
  technologies: z.array(SYNC_ROW_SCHEMAS.technologies),
});
export type SyncResponse = z.infer<typeof SyncResponse>;
