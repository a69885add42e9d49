import type { SyncStatus, SyncStatusStore } from '../status';
import {
  describeFailure,
  type MessageEndpoint,
  type SyncWorkerAnswer,
  type SyncWorkerMessage,
  type SyncWorkerRequest,
} from '../worker-protocol';
import type { SyncChanges, SyncEngine } from './pull-changes';

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

/**
 * The sync worker's side: runs the engine `build` makes for the page's requests on `port`. Every change of the
 * worker's status store (the engine's and its requests' reports) goes to the page as it happens, and the tables a
 * run changed go before the run's answer, so a page that awaits a sync reads the new rows.
 */
export function serveSyncEngine(
  port: MessageEndpoint<SyncWorkerRequest, SyncWorkerMessage>,
  status: SyncStatusStore,
  build: (onChange: (changes: SyncChanges) => void) => SyncEngine,
): void {
  const engine = build((changes) => port.postMessage({ kind: 'changed', changes }));
  let adopting = false;
  status.subscribe((next, previous) => {
    if (adopting) return;
    const patch = changedFields(next, previous);
    if (Object.keys(patch).length > 0) port.postMessage({ kind: 'status', patch });
  });
  port.addEventListener('message', ({ data: request }) => {
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
