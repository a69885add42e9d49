import { useSyncStatus, type SyncStatusStore } from './status';
import type { SyncEngine } from './worker/pull-changes';

export const SYNC_INTERVAL_MS = 60_000;
/**
 * While the server cannot be reached, a try this often: a refused connection costs nothing, and a server
 * that comes back (the browser's online event does not fire for that) is caught up with soon.
 */
export const OFFLINE_RETRY_MS = 10_000;

export interface SyncSchedulerOptions {
  engine: SyncEngine;
  target?: Window;
  document?: Document;
  intervalMs?: number;
  offlineRetryMs?: number;
  status?: SyncStatusStore;
}

/**
 * Runs the engine at start, when the network comes back, when the page becomes visible, and every interval while
 * visible (more often offline; a hidden page polls nobody). Failures are already in the status store; returns the
 * stop function.
 */
export function startSyncScheduler(options: SyncSchedulerOptions): () => void {
  const {
    engine,
    target = window,
    document: doc = document,
    intervalMs = SYNC_INTERVAL_MS,
    offlineRetryMs = OFFLINE_RETRY_MS,
    status = useSyncStatus,
  } = options;
  let timer: number | undefined;

  const sync = () => {
    engine.syncNow().catch(() => undefined);
  };
  const stopTimer = () => {
    target.clearInterval(timer);
    timer = undefined;
  };
  const startTimer = () => {
    stopTimer();
    timer = target.setInterval(sync, status.getState().offline ? offlineRetryMs : intervalMs);
  };
  const onVisibilityChange = () => {
    if (doc.visibilityState !== 'visible') return stopTimer();
    sync();
    startTimer();
  };
  const onOffline = () => status.setState({ offline: true });
  // A request outside a sync reached the server again (noteRequestOutcome hears every request): the network is back.
  const unsubscribe = status.subscribe((next, previous) => {
    if (previous.offline && !next.offline && !previous.syncing && !next.syncing) sync();
    if (previous.offline !== next.offline && timer !== undefined) startTimer();
  });

  target.addEventListener('online', sync);
  target.addEventListener('offline', onOffline);
  doc.addEventListener('visibilitychange', onVisibilityChange);
  sync();
  if (doc.visibilityState === 'visible') startTimer();

  return () => {
    target.removeEventListener('online', sync);
    target.removeEventListener('offline', onOffline);
    doc.removeEventListener('visibilitychange', onVisibilityChange);
    unsubscribe();
    stopTimer();
  };
}
