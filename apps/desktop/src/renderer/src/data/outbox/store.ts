import { ApiError, isUnreachable } from '../api-client';
import type { DirectoryDb } from '../cache/db';
import { backoffMs, OUTBOX_DEFAULT_RATE_LIMIT_MS, retryAfterUntil } from './backoff';
import { OutboxItem, type OutboxWrite } from './item';

/** What the visitor reads for an item the server reached but could not be stored as sent (422). */
export const OUTBOX_CONFLICT_NOTE =
  'The server already received this with different content, so it was not sent again. Please send it anew if needed.';
export const OUTBOX_UNREACHABLE_NOTE = 'The server could not be reached.';

/** What a failed attempt means for a waiting write. */
export type FailedAttempt =
  /** The server said no: never send it again; keep it visible with the reason. */
  | { kind: 'refused'; status: number; message: string }
  /** Try again at `until`; `stopRun`: the other waiting writes would fail alike, so they wait too. */
  | { kind: 'retry'; status: number | null; message: string; until: number; stopRun: boolean };

function refusalMessage(error: ApiError): string {
  if (error.status === 422) return OUTBOX_CONFLICT_NOTE;
  const fields = Object.values(error.body?.error.fields ?? {}).flat();
  return fields.length > 0 ? fields.join(' ') : (error.body?.error.message ?? error.message);
}

/** Sorts a failed send of the `attempts`-th try: refused (4xx), rate limited (429), or worth retrying. */
export function classifyFailure(error: unknown, attempts: number, now: number): FailedAttempt {
  if (isUnreachable(error)) {
    return { kind: 'retry', status: null, message: OUTBOX_UNREACHABLE_NOTE, until: now + backoffMs(attempts), stopRun: true };
  }
  if (error instanceof ApiError && error.status === 429) {
    const until = retryAfterUntil(error.retryAfter, now) ?? now + OUTBOX_DEFAULT_RATE_LIMIT_MS;
    return { kind: 'retry', status: 429, message: error.body?.error.message ?? 'Too many requests.', until, stopRun: true };
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408) {
    return { kind: 'refused', status: error.status, message: refusalMessage(error) };
  }
  const status = error instanceof ApiError ? error.status : null;
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'retry', status, message, until: now + backoffMs(attempts), stopRun: false };
}

/** Keeps a write that could not reach the server, under the key its first attempt carried. */
export async function enqueueWrite(db: DirectoryDb, write: OutboxWrite, id: string, now: number): Promise<OutboxItem> {
  const item = OutboxItem.parse({
    ...write,
    id,
    createdAt: new Date(now).toISOString(),
    attempts: 1,
    nextAttemptAt: now + backoffMs(1),
    lastStatus: null,
    lastError: OUTBOX_UNREACHABLE_NOTE,
    state: 'waiting',
  });
  await db.outbox.put(item);
  return item;
}

/** Every item, oldest first; rows this version cannot read are left out (and left alone). */
export async function readOutbox(db: DirectoryDb): Promise<OutboxItem[]> {
  const rows = await db.outbox.orderBy('createdAt').toArray();
  return rows.flatMap((row) => {
    const parsed = OutboxItem.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The visitor gave up on this write (or read why it was refused): it is never sent. */
export async function discardOutboxItem(db: DirectoryDb, id: string): Promise<void> {
  await db.outbox.delete(id);
}
