import type { DirectoryDb } from '../cache/db';
import type { RunExclusive } from '../sync/worker/pull-changes';
import { OUTBOX_MAX_RETRY_MS } from './backoff';
import type { OutboxItem } from './item';
import { classifyFailure, readOutbox } from './store';

export const OUTBOX_LOCK_NAME = 'rsd-outbox';

export interface FlushResult {
  sent: number;
  refused: number;
}

export interface FlushOptions {
  /** Also send what waits out a backoff (at start, when the network returns); a 429's wait is kept. */
  all?: boolean;
}

export interface StartOptions {
  /** Send what waits at once (a page's start): true unless said. */
  sendWaiting?: boolean;
}

export interface OutboxRunnerOptions {
  db: DirectoryDb;
  /** Sends one item with its id as the Idempotency-Key; rejects as callApi does. */
  send: (item: OutboxItem) => Promise<unknown>;
  now?: () => number;
  /** One runner across tabs; by default Web Locks when the browser has them, else this runner's own queue. */
  runExclusive?: RunExclusive | null;
  /** Where 'online' is heard and timers run. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'>;
  /**
   * Calls back whenever the server answers again after it could not be reached; returns the unsubscribe.
   * The browser's 'online' misses a server that went down and came back on a working network.
   */
  whenReachable?: (listener: () => void) => () => void;
}

export interface OutboxRunner {
  /** One pass over the waiting items, oldest first. Calls made while one runs share the next pass. */
  flush(options?: FlushOptions): Promise<FlushResult>;
  /** Sets the timer for the soonest waiting item (after a write was queued). */
  schedule(): Promise<void>;
  /**
   * Sends on every 'online' event, when the server is reachable again and on the timer, and at once unless
   * `sendWaiting` is false (started by a write just queued, which waits out its backoff); returns the stop function.
   */
  start(options?: StartOptions): () => void;
}

function webLocksOutboxRunner(): RunExclusive | null {
  const locks = globalThis.navigator?.locks;
  if (!locks) return null;
  return (fn) => locks.request(OUTBOX_LOCK_NAME, fn);
}

const isDue = (item: OutboxItem, now: number, all: boolean) =>
  item.state === 'waiting' && (item.nextAttemptAt <= now || (all && item.lastStatus !== 429));

/**
 * Sends the outbox's visitor writes: a 2xx removes an item, a refusal (4xx) keeps it as refused with the
 * server's reason, a 429 holds every item until Retry-After, an unreachable server holds them with a growing
 * backoff, another failure (5xx) retries that item later.
 */
export function createOutboxRunner(options: OutboxRunnerOptions): OutboxRunner {
  const { db, send, now = Date.now, runExclusive = webLocksOutboxRunner(), target = window, whenReachable } = options;
  let tail: Promise<unknown> = Promise.resolve();
  /** The pass asked for but not begun yet: later calls join it. */
  let queued: { all: boolean; promise: Promise<FlushResult> } | null = null;
  let timer: number | undefined;
  let started = false;

  /** The rest of a run waits as long as the item that stopped it; a rate limit binds them all alike. */
  async function holdUntil(items: OutboxItem[], until: number, rateLimit: { message: string } | null): Promise<void> {
    for (const item of items) {
      await db.outbox
        .where('id')
        .equals(item.id)
        .modify((row) => {
          row.nextAttemptAt = Math.max(row.nextAttemptAt, until);
          if (rateLimit) {
            row.lastStatus = 429;
            row.lastError = rateLimit.message;
          }
        });
    }
  }

  async function pass(all: boolean): Promise<FlushResult> {
    const result: FlushResult = { sent: 0, refused: 0 };
    const due = (await readOutbox(db)).filter((item) => isDue(item, now(), all));
    for (const [index, item] of due.entries()) {
      // Discarded by the visitor since the list was read.
      if (!(await db.outbox.get(item.id))) continue;
      const attempts = item.attempts + 1;
      try {
        await send(item);
        await db.outbox.delete(item.id);
        result.sent += 1;
      } catch (error) {
        const failed = classifyFailure(error, attempts, now());
        if (failed.kind === 'refused') {
          await db.outbox.update(item.id, { state: 'refused', attempts, lastStatus: failed.status, lastError: failed.message });
          result.refused += 1;
          continue;
        }
        await db.outbox.update(item.id, { attempts, nextAttemptAt: failed.until, lastStatus: failed.status, lastError: failed.message });
        if (failed.stopRun) {
          await holdUntil(due.slice(index + 1), failed.until, failed.status === 429 ? failed : null);
          break;
        }
      }
    }
    return result;
  }

  async function schedule(): Promise<void> {
    if (!started) return;
    const waiting = (await readOutbox(db)).filter((item) => item.state === 'waiting');
    target.clearTimeout(timer);
    timer = undefined;
    // Stopped while the outbox was read: no timer outlives stop().
    if (!started || waiting.length === 0) return;
    const soonest = Math.min(...waiting.map((item) => item.nextAttemptAt));
    const delay = Math.min(OUTBOX_MAX_RETRY_MS, Math.max(0, soonest - now()));
    timer = target.setTimeout(() => void flush().catch(() => undefined), delay);
  }

  function flush({ all = false }: FlushOptions = {}): Promise<FlushResult> {
    if (queued) {
      queued.all ||= all;
      return queued.promise;
    }
    const run = async (): Promise<FlushResult> => {
      const passAll = queued?.all ?? all;
      queued = null;
      const exclusive = runExclusive ?? ((fn) => fn());
      try {
        return await exclusive(() => pass(passAll));
      } finally {
        await schedule();
      }
    };
    const promise = tail.then(run, run);
    queued = { all, promise };
    tail = promise;
    return promise;
  }

  const onOnline = () => void flush({ all: true }).catch(() => undefined);

  return {
    flush,
    schedule,
    start({ sendWaiting = true }: StartOptions = {}) {
      started = true;
      target.addEventListener('online', onOnline);
      const unsubscribe = whenReachable?.(onOnline);
      if (sendWaiting) void flush({ all: true }).catch(() => undefined);
      else void schedule().catch(() => undefined);
      return () => {
        started = false;
        target.removeEventListener('online', onOnline);
        unsubscribe?.();
        target.clearTimeout(timer);
      };
    },
  };
}
