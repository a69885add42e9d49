/** Starts the app's outbox once a write waits, reading the outbox's raw rows until then (its runner and schemas stay unloaded). */
import type { DirectoryDb } from './cache/db';
import { whenServerReachable } from './sync/status';

/**
 * Whether a write waits to be sent. Read from the raw rows, without the outbox's schemas (outbox/item.ts brings
 * every contribution form's): the runner parses what it sends.
 */
export async function hasWaitingWrite(db: DirectoryDb): Promise<boolean> {
  return (await db.outbox.filter((row) => row.state === 'waiting').count()) > 0;
}

/** Loads the app's outbox runner (outbox/app-outbox.ts, a chunk of its own) and starts it, sending what waits. */
const loadAndStartOutbox = (): Promise<unknown> => import('./outbox/app-outbox').then((outbox) => outbox.startOutbox());

export interface OutboxStartOptions {
  db: DirectoryDb;
  /** Loads the runner and starts it, sending what waits: the app's outbox unless said. */
  start?: () => Promise<unknown>;
  /** Where 'online' is heard. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  whenReachable?: (listener: () => void) => () => void;
}

/**
 * Starts the outbox's runner once a write waits (left by earlier visits, or queued by another tab): most visits
 * have nothing to send, so the runner, its sender and the writes' schemas stay unloaded until then. Returns the
 * stop function, which stops watching.
 */
export function startOutboxWhenWaiting({
  db,
  start = loadAndStartOutbox,
  target = window,
  whenReachable = whenServerReachable,
}: OutboxStartOptions): () => void {
  let watching = true;
  // Watching ends once the runner has started; a start that failed (its chunk did not load) is tried again.
  const check = () => {
    void hasWaitingWrite(db)
      .then(async (waiting) => {
        if (!waiting || !watching) return;
        await start();
        stop();
      })
      .catch(() => undefined);
  };
  const unsubscribe = whenReachable(check);
  target.addEventListener('online', check);
  function stop() {
    watching = false;
    unsubscribe();
    target.removeEventListener('online', check);
  }
  check();
  return stop;
}
