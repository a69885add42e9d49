import type { SyncCursor } from './sync-cursor';
import { SYNC_CURSOR_PATTERN } from './sync-patterns';

// The protocol's constants and its cursor's rules, without zod and apart from the schemas (sync-cursor.ts, sync.ts):
// the sync worker reads its position and the listings before home's count, and a module-level schema here, which
// the records' part uses, would bring zod into that first download with this module.

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

/**
 * GET /api/sync/listings' path, SYNC_LISTINGS_ENDPOINT's: the sync worker asks for it by its path, as the entry's
 * classic schemas would come with the entry.
 */
export const SYNC_LISTINGS_PATH = '/api/sync/listings';

export const SYNC_DEFAULT_LIMIT = 500;
export const SYNC_MAX_LIMIT = 5000;

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
  const match = SYNC_CURSOR_PATTERN.exec(cursor);
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

/** True when `next` points at a later change than `previous` (their versions, compared exactly). */
export const isCursorAfter = (next: SyncCursor, previous: SyncCursor): boolean =>
  readSyncCursor(next).version > readSyncCursor(previous).version;
