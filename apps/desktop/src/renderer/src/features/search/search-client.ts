import type { Job, SearchGroup } from '@rsd/core';
import type { SearchEndpoint, SearchWorkerHandle, SearchWorkerMessage, SearchWorkerRequest, SearchWorkerStatus } from './search-protocol';

/**
 * loading: the worker has not reported yet; building: records are being added (searches see those added so far);
 * ready: the index holds every record; unsynced: no sync has filled the cache yet; failed: the worker did not start,
 * stopped, or could not read the cache.
 */
export type DirectoryIndexStatus = 'loading' | SearchWorkerStatus;

export interface DirectoryIndexState {
  status: DirectoryIndexStatus;
  /** Counts the changes of the index's contents. */
  version: number;
}

export interface DirectorySearchClient {
  getState(): DirectoryIndexState;
  subscribe(listener: () => void): () => void;
  /** Starts the worker, which reads the cache and indexes it; nothing if it runs already. */
  start(): void;
  /** Hands the worker the jobs this device knows; a list of the same objects as the last one is no change. */
  updateJobs(jobs: readonly Job[]): void;
  /**
   * Searches the index; `onResults` gets the groups, and again whenever the index's contents change, until a later
   * search is asked for (an answer that comes after it is stale, and dropped) or the returned function is called.
   */
  search(query: string, onResults: (groups: SearchGroup[]) => void): () => void;
}

/** The same objects in the same order: a list built again from unchanged records is no change. */
const sameRecords = (a: readonly object[] | null, b: readonly object[]): boolean =>
  a === b || (a !== null && a.length === b.length && a.every((record, i) => record === b[i]));

/**
 * The page's side of the global search (issue 29): the index lives on a worker of its own (worker/search.worker.ts)
 * that reads the cache itself, builds the index and answers searches by message, so the page neither holds the
 * directory's whole records nor the index, nor spends a frame on a query.
 */
export function createDirectorySearchClient(spawn: () => SearchWorkerHandle): DirectorySearchClient {
  const listeners = new Set<() => void>();
  let state: DirectoryIndexState = { status: 'loading', version: 0 };
  let connection: SearchEndpoint<SearchWorkerMessage, SearchWorkerRequest> | null = null;
  let sentJobs: readonly Job[] | null = null;
  // The latest search's id, and who waits for its answers: an answer to any other id is stale.
  let lastSearch = 0;
  let asked: { query: string; onResults: (groups: SearchGroup[]) => void } | null = null;

  const setState = (next: Partial<DirectoryIndexState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  function connect(): SearchEndpoint<SearchWorkerMessage, SearchWorkerRequest> | null {
    if (connection || state.status === 'failed') return connection;
    const worker = spawn();
    worker.addEventListener('message', ({ data: message }) => {
      if (state.status === 'failed') return;
      if (message.kind === 'results') {
        if (message.id === lastSearch) asked?.onResults(message.groups);
        return;
      }
      const changed = message.version !== state.version;
      setState({ status: message.status, version: message.version });
      // The index's contents changed: the query shown is searched again, so its results take the change in.
      if (changed && asked) ask({ kind: 'search', id: ++lastSearch, query: asked.query });
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      asked = null;
      setState({ status: 'failed' });
    });
    worker.start?.();
    connection = worker;
    return worker;
  }

  /** Sends a request, starting the worker if need be; nothing once it failed. */
  function ask(request: SearchWorkerRequest): void {
    const port = connect();
    if (port) port.postMessage(request);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => void connect(),
    updateJobs(jobs) {
      if (sameRecords(sentJobs, jobs)) return;
      sentJobs = jobs;
      ask({ kind: 'jobs', jobs: [...jobs] });
    },
    search(query, onResults) {
      const id = ++lastSearch;
      asked = connect() ? { query, onResults } : null;
      ask({ kind: 'search', id, query });
      return () => {
        if (asked?.onResults === onResults) asked = null;
      };
    },
  };
}
