import type { SyncStatus, SyncStatusStore } from '../status';
import {
  describeFailure,
  type MessageEndpoint,
  type SyncWorkerAnswer,
  type SyncWorkerInbound,
  type SyncWorkerMessage,
  type SyncWorkerRequest,
} from '../worker-protocol';
import type { SyncChanges, SyncEngine } from './pull-changes';

/**
 * How long the worker waits for the page's word that it has read a notice, at most: a page whose refetch hangs or
 * takes longer (a slow read on a loaded device) must not hold the sync.
 */
export const PAGE_READ_TIMEOUT_MS = 4_000;

/** The fields of `next` that differ from `previous`. */
function changedFields(next: SyncStatus, previous: SyncStatus): Partial<SyncStatus> {
  const patch: Partial<Record<keyof SyncStatus, unknown>> = {};
  for (const key of Object.keys(next) as (keyof SyncStatus)[]) if (next[key] !== previous[key]) patch[key] = next[key];
  return patch as Partial<SyncStatus>;
}

function answerTo(engine: SyncEngine, request: SyncWorkerRequest): Promise<SyncWorkerAnswer> {
  if (request.kind === 'syncNow') return engine.syncNow();
  if (request.kind === 'firstRows') return engine.firstRows().then(() => null);
  return engine.hasSynced();
}

/** What the host hands the engine it builds. */
export interface SyncEngineHooks {
  /** Tells the page which tables a run changed. */
  onChange: (changes: SyncChanges) => void;
  /** Resolves once the page has read the last change told (its note), or after PAGE_READ_TIMEOUT_MS. */
  pageRead: () => Promise<void>;
}

/** Counts the notices sent and the page's notes of them, and waits for the note of the last one. */
function readNotes(timeoutMs: number) {
  let sent = 0;
  let read = 0;
  const waiting = new Set<() => void>();
  return {
    sent: () => (sent += 1),
    read(notice: number) {
      read = Math.max(read, notice);
      if (read < sent) return;
      for (const resolve of waiting) resolve();
      waiting.clear();
    },
    caughtUp(): Promise<void> {
      if (read >= sent) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        function done() {
          clearTimeout(timer);
          waiting.delete(done);
          resolve();
        }
        waiting.add(done);
      });
    },
  };
}

/**
 * The sync worker's side: runs the engine `build` makes for the page's requests on `port`. Every change of the
 * worker's status store (the engine's and its requests' reports) goes to the page as it happens, and the tables a
 * run changed go before the run's answer, so a page that awaits a sync reads the new rows; the page's notes say
 * when it has read them.
 */
export function serveSyncEngine(
  port: MessageEndpoint<SyncWorkerInbound, SyncWorkerMessage>,
  status: SyncStatusStore,
  build: (hooks: SyncEngineHooks) => SyncEngine,
  { pageReadTimeoutMs = PAGE_READ_TIMEOUT_MS }: { pageReadTimeoutMs?: number } = {},
): void {
  const notes = readNotes(pageReadTimeoutMs);
  const engine = build({
    onChange: (changes) => port.postMessage({ kind: 'changed', changes, notice: notes.sent() }),
    pageRead: () => notes.caughtUp(),
  });
  let adopting = false;
  status.subscribe((next, previous) => {
    if (adopting) return;
    const patch = changedFields(next, previous);
    if (Object.keys(patch).length > 0) port.postMessage({ kind: 'status', patch });
  });
  port.addEventListener('message', ({ data: request }) => {
    if (request.kind === 'read') return notes.read(request.notice);
    if (request.kind !== 'hasSynced') {
      // The page's own view of the network: its requests and the browser's events may have changed it.
      adopting = true;
      status.setState({ offline: request.offline });
      adopting = false;
    }
    const answer = answerTo(engine, request);
    answer.then(
      (value) => port.postMessage({ kind: 'answer', id: request.id, value }),
      (error: unknown) => port.postMessage({ kind: 'failed', id: request.id, ...describeFailure(error) }),
    );
  });
  port.start?.();
  port.postMessage({ kind: 'ready' });
}
