import type { Job, SearchGroup } from '@rsd/core';

/**
 * What the page asks the search worker (worker/search.worker.ts): the jobs it knows (the network's list, or the lists
 * kept on the device; the cache holds no jobs), and searches. The worker reads the simulators and technologies from the
 * cache itself.
 */
export type SearchWorkerRequest = { kind: 'jobs'; jobs: Job[] } | { kind: 'search'; id: number; query: string };

/**
 * building: records are being added (searches see those added so far); ready: the index holds everything it was given;
 * unsynced: the cache holds nothing a sync brought yet, so there is no directory to search until the app's sync fills
 * it; failed: the cache could not be read.
 */
export type SearchWorkerStatus = 'building' | 'ready' | 'unsynced' | 'failed';

/**
 * What the search worker tells the page: the index's state whenever it changes (`version` counts the changes of its
 * contents, so the page searches again), and the results of a search.
 */
export type SearchWorkerMessage =
  { kind: 'state'; status: SearchWorkerStatus; version: number } | { kind: 'results'; id: number; groups: SearchGroup[] };

/** The part of a Worker, a worker's global scope or a MessagePort that the two sides use. */
export interface SearchEndpoint<In, Out> {
  postMessage(message: Out): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<In>) => void): void;
  /** A MessagePort listened to with addEventListener delivers nothing until started; a worker has no start. */
  start?: () => void;
}

/** A started search worker as the page holds it (a Worker, or a MessageChannel's port in tests). */
export interface SearchWorkerHandle extends SearchEndpoint<SearchWorkerMessage, SearchWorkerRequest> {
  addEventListener(type: 'message', listener: (event: MessageEvent<SearchWorkerMessage>) => void): void;
  /** A script that fails to load, or an exception nothing in the worker caught. */
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}
