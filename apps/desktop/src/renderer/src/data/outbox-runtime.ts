import { VISITOR_WRITES } from '@rsd/core';
import { callApi, isUnreachable } from './api-client';
import { db } from './db';
import { discardOutboxItem, enqueueWrite, idempotencyHeader, newIdempotencyKey } from './outbox';
import type { OutboxItem, OutboxWrite } from './outbox-item';
import { createOutboxRunner } from './outbox-runner';
import { useSyncStatus, type SyncStatusStore } from './sync-status';

/** Sends a waiting item through its contract entry, under its idempotency key. */
export function sendOutboxItem(item: OutboxItem): Promise<unknown> {
  const headers = idempotencyHeader(item.id);
  switch (item.endpoint) {
    case 'subscribe':
      return callApi(VISITOR_WRITES.subscribe, { body: item.body, headers });
    case 'submitTool':
      return callApi(VISITOR_WRITES.submitTool, { body: item.body, headers });
    case 'reportError':
      return callApi(VISITOR_WRITES.reportError, { body: item.body, headers });
  }
}

/** Calls back when the sync status turns from offline to reachable (any request or sync got an answer). */
export function whenServerReachable(listener: () => void, status: SyncStatusStore = useSyncStatus): () => void {
  return status.subscribe((state, previous) => {
    if (previous.offline && !state.offline) listener();
  });
}

/** The app's one outbox runner, over the app's cache database. */
export const outboxRunner = createOutboxRunner({ db, send: sendOutboxItem, whenReachable: whenServerReachable });

/** Runs for the life of the page (main.tsx): sends what earlier visits left waiting, and what comes. */
export function startOutbox(): () => void {
  return outboxRunner.start();
}

export type SendOutcome<T> = { status: 'sent'; result: T } | { status: 'queued'; id: string };

/**
 * A visitor write's first attempt, with a fresh idempotency key. Only when the server cannot be reached is it
 * kept in the outbox (under the same key) to be sent later; any answer (a 400, a 5xx) rejects as callApi does.
 * `send` must send `write` with the headers it is given.
 */
export async function sendOrQueue<T>(write: OutboxWrite, send: (headers: Record<string, string>) => Promise<T>): Promise<SendOutcome<T>> {
  const key = newIdempotencyKey();
  try {
    return { status: 'sent', result: await send(idempotencyHeader(key)) };
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    await enqueueWrite(db, write, key, Date.now());
    void outboxRunner.schedule();
    return { status: 'queued', id: key };
  }
}

/** The visitor drops a waiting (or refused) write. */
export function discardWaiting(id: string): Promise<void> {
  return discardOutboxItem(db, id);
}
