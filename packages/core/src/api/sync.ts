import { z } from 'zod';
import { Simulator } from '../schemas/simulator';
import { Technology } from '../schemas/technology';

/**
 * Bumped whenever the synced row shapes or the cursor meaning change. A client sends the protocol it
 * speaks with every request; a server that cannot serve it answers 409 'unsupported_protocol' with its own
 * protocol in the error body. A client whose cache was written under another protocol resyncs from zero
 * (into staging: the old cache stays until the new one is complete). Protocol 2: stamped cursors (SyncPosition).
 */
export const SYNC_PROTOCOL = 2;

/**
 * Protocol 1, whose cursor is a bare version: servers still serve it so that apps in the field keep syncing,
 * but cannot tell such a cursor from one a restored database reuses (docs/architecture.md, "Restores").
 */
export const PLAIN_CURSOR_PROTOCOL = 1;

/**
 * A cursor the server cannot continue (one this database never issued, as after a restore; or older than
 * its pruned tombstones) is answered 409 'resync_required': the client pulls everything from zero.
 */
export const SYNC_ERROR_STATUS = 409;

export const SYNC_DEFAULT_LIMIT = 500;
export const SYNC_MAX_LIMIT = 5000;

/** `<version>` (protocol 1), or `<version>.<fingerprint>.<prunedThrough>` (protocol 2): see SyncPosition. */
const CURSOR = /^(\d{1,18})(?:\.([0-9a-f]{32})\.(\d{1,18}))?$/;

/** Opaque to clients: pass back what the last response said. '0' means from the beginning, in every protocol. */
export const SyncCursor = z.string().regex(CURSOR, 'since must be a cursor returned by a previous sync.');
export type SyncCursor = z.infer<typeof SyncCursor>;
export const INITIAL_CURSOR: SyncCursor = '0';

/**
 * What a cursor tells the server that issued it (clients never look inside). The stamp lets the server refuse
 * a cursor its database did not issue: after a restore, versions past the restored copy are drawn again with
 * new random fingerprints.
 */
export interface SyncPosition {
  /** The version of the last change the client applied (0: none). */
  version: bigint;
  /** Protocol 2 only; null in a protocol-1 cursor and in INITIAL_CURSOR. */
  stamp: {
    /** The random fingerprint drawn with `version` (32 hex digits). */
    fingerprint: string;
    /** The server's highest pruned tombstone version when the page was read. */
    prunedThrough: bigint;
  } | null;
}

/** Throws on a string that is no cursor: callers pass what SyncCursor accepted. */
export function readSyncCursor(cursor: SyncCursor): SyncPosition {
  const match = CURSOR.exec(cursor);
  const version = match?.[1];
  if (match === null || version === undefined) throw new Error(`${JSON.stringify(cursor)} is not a sync cursor.`);
  const [, , fingerprint, prunedThrough] = match;
  return {
    version: BigInt(version),
    stamp: fingerprint === undefined || prunedThrough === undefined ? null : { fingerprint, prunedThrough: BigInt(prunedThrough) },
  };
}

export function writeSyncCursor({ version, stamp }: SyncPosition): SyncCursor {
  return stamp === null ? String(version) : `${version}.${stamp.fingerprint}.${stamp.prunedThrough}`;
}

/** Whether a server speaking `protocol` issues cursors of this form (INITIAL_CURSOR belongs to every protocol). */
export const isCursorOfProtocol = (cursor: SyncCursor, protocol: number): boolean =>
  cursor === INITIAL_CURSOR || (readSyncCursor(cursor).stamp !== null) === protocol > PLAIN_CURSOR_PROTOCOL;

const PROTOCOL_MESSAGE = 'protocol must be a whole number.';

export const SyncQuery = z.object({
  since: SyncCursor.default(INITIAL_CURSOR),
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

/** True when `next` points at a later change than `previous` (their versions, compared exactly). */
export const isCursorAfter = (next: SyncCursor, previous: SyncCursor): boolean =>
  readSyncCursor(next).version > readSyncCursor(previous).version;
