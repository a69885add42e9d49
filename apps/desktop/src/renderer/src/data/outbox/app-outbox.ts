/**
 * The app's outbox: its one runner, over the app's cache database and sending through the visitor-write entries, and
 * what queues and discards a write; a chunk of its own, loaded once a write waits (../start-outbox-when-waiting.ts,
 * ../visitor-writes/send-or-queue.ts) or the waiting list is shown.
 */
import { VISITOR_WRITES } from '@rsd/core';
import { callApi } from '../api-client';
import { db } from '../cache/db';
import { whenServerReachable } from '../sync/status';
import { idempotencyHeader } from './idempotency-key';
import type { OutboxItem, OutboxWrite } from './item';
import { createOutboxRunner, type StartOptions } from './runner';
import { discardOutboxItem, enqueueWrite } from './store';

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

/** The app's one outbox runner, over the app's cache database. */
export const outboxRunner = createOutboxRunner({ db, send: sendOutboxItem, whenReachable: whenServerReachable });

let stopRunner: (() => void) | null = null;

/**
 * Runs the runner for the rest of the page's life from the first call on (a later call changes nothing):
 * start-outbox-when-waiting.ts calls it once a write waits, queueWrite when it keeps one.
 */
export function startOutbox(options?: StartOptions): void {
  stopRunner ??= outboxRunner.start(options);
}

/** Stops the runner: a test's clean-up (the app's runs for the life of the page). */
export function stopOutbox(): void {
  stopRunner?.();
  stopRunner = null;
}

/**
 * Keeps a write that could not reach the server under the key its first attempt carried (sendOrQueue), and
 * sets the runner's timer for it; it is not sent again at once.
 */
export async function queueWrite(write: OutboxWrite, key: string): Promise<void> {
  await enqueueWrite(db, write, key, Date.now());
  if (stopRunner) void outboxRunner.schedule();
  else startOutbox({ sendWaiting: false });
}

/** The visitor drops a waiting (or refused) write. */
export function discardWaiting(id: string): Promise<void> {
  return discardOutboxItem(db, id);
}
