// The sync answers' textual rules, each once: the zod schemas (sync-cursor.ts, listing-row.ts) and the sync
// worker's plain checks (listing-row-check.ts, sync-protocol.ts) take them from here. No imports: a leaf.

/** `<version>` (protocol 1), or `<version>.<fingerprint>.<prunedThrough>` (protocol 2): see SyncPosition. */
export const SYNC_CURSOR_PATTERN = /^(\d{1,18})(?:\.([0-9a-f]{32})\.(\d{1,18}))?$/;
export const SYNC_CURSOR_MESSAGE = 'since must be a cursor returned by a previous sync.';

/** A date as a listing carries it, by its form (see ListedDate). */
export const LISTED_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const LISTED_DATE_MESSAGE = 'Must be a date as YYYY-MM-DD.';
