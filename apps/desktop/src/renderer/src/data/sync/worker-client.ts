import { useSyncStatus, type SyncStatusStore } from './status';
import type { MessageEndpoint, SyncWorkerAnswer, SyncWorkerInbound, SyncWorkerMessage, SyncWorkerRequest } from './worker-protocol';
import type { SyncChanges, SyncEngine, SyncResult } from './worker/pull-changes';

/** A started sync worker as the page holds it (a Worker, or a port in tests). */
export interface SyncWorkerHandle extends MessageEndpoint<SyncWorkerMessage, SyncWorkerInbound> {
  addEventListener(type: 'message', listener: (event: MessageEvent<SyncWorkerMessage>) => void): void;
  /** A script that fails to load, or an exception nothing in the worker caught. */
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

export interface WorkerSyncEngineOptions {
  /**
   * The cached tables a run changed (queries that read them refetch); called before that run's answer. Once what it
   * returns has settled (the refetches), the worker hears that the page has read them (a SyncWorkerNote).
   */
  onChange: (changes: SyncChanges) => void | Promise<unknown>;
  status?: SyncStatusStore;
  /** No worker starts before this has settled (start-up: the app's first commit). */
  after?: Promise<unknown>;
}

/** A failure the worker reported, with the name it had there. */
class SyncWorkerError extends Error {
  constructor(
    override readonly name: string,
    message: string,
  ) {
    super(message);
  }
}

/** Tells the worker that the page has read what its `notice`-th change notice told of (SyncWorkerNote). */
function noteRead(port: SyncWorkerHandle, notice: number): void {
  port.postMessage({ kind: 'read', notice });
}

interface Call {
  resolve: (value: SyncWorkerAnswer) => void;
  reject: (error: Error) => void;
}

/**
 * The page's sync engine, run on a worker (worker/sync.worker.ts) so that fetching, checking and writing pages
 * leave the main thread. A worker that cannot start counts as offline; one that fails loses the calls it held; the
 * next call starts a new one.
 */
export function workerSyncEngine(spawn: () => SyncWorkerHandle, options: WorkerSyncEngineOptions): SyncEngine {
  const { onChange, status = useSyncStatus, after = Promise.resolve() } = options;
  const settled = after.catch(() => undefined);
  const calls = new Map<number, Call>();
  let nextId = 0;
  let connection: Promise<SyncWorkerHandle> | null = null;

  function start(): Promise<SyncWorkerHandle> {
    return new Promise((resolve, reject) => {
      let ready = false;
      const worker = spawn();
      worker.addEventListener('message', ({ data: message }) => {
        if (message.kind === 'ready') {
          ready = true;
          resolve(worker);
        } else if (message.kind === 'status') status.setState(message.patch);
        else if (message.kind === 'changed') {
          const { changes, notice } = message;
          void (async () => onChange(changes))().finally(() => noteRead(worker, notice));
        } else {
          const call = calls.get(message.id);
          calls.delete(message.id);
          if (message.kind === 'answer') call?.resolve(message.value);
          else call?.reject(new SyncWorkerError(message.name, message.message));
        }
      });
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        connection = null;
        worker.terminate();
        const lost = new Error(
          ready ? 'The sync stopped unexpectedly; it starts again on the next sync.' : 'The sync could not start: its script did not load.',
        );
        for (const call of calls.values()) call.reject(lost);
        calls.clear();
        if (ready) status.setState({ syncing: false, progress: null, error: lost.message });
        else {
          status.setState({ syncing: false, offline: true });
          reject(lost);
        }
      });
      worker.start?.();
    });
  }

  async function ask<T extends SyncWorkerAnswer>(request: (id: number) => SyncWorkerRequest): Promise<T> {
    await settled;
    connection ??= start().catch((error: unknown) => {
      connection = null;
      throw error;
    });
    // The page's end of the channel to the worker.
    const port = await connection;
    const id = (nextId += 1);
    return new Promise<T>((resolve, reject) => {
      calls.set(id, { resolve: resolve as Call['resolve'], reject });
      port.postMessage(request(id));
    });
  }

  return {
    syncNow: () => ask<SyncResult>((id) => ({ kind: 'syncNow', id, offline: status.getState().offline })),
    firstRows: async () => {
      await ask<null>((id) => ({ kind: 'firstRows', id, offline: status.getState().offline }));
    },
    hasSynced: () => ask<boolean>((id) => ({ kind: 'hasSynced', id })),
  };
}
