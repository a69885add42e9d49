import type { SimilarityTraits } from '@rsd/core';

/** What the page asks the similar-tools worker (worker/similar-tools.worker.ts): the tools like `target`. */
export interface SimilarRequest {
  id: number;
  target: SimilarityTraits;
}

/** One similar tool as the page shows it: its link and what it shares, most telling first. */
export interface SimilarEntry {
  id: number;
  name: string;
  shared: string[];
}

/** The worker's answer to request `id`; `failed` when the cache could not be read. */
export type SimilarAnswer = { id: number; similar: SimilarEntry[] } | { id: number; failed: true };

/** The part of a Worker, a worker's global scope or a MessagePort that the two sides use. */
export interface SimilarEndpoint<In, Out> {
  postMessage(message: Out): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<In>) => void): void;
  /** A MessagePort listened to with addEventListener delivers nothing until started; a worker has no start. */
  start?: () => void;
}

/** A started similar-tools worker as the page holds it (a Worker, or a MessageChannel's port in tests). */
export interface SimilarWorkerHandle extends SimilarEndpoint<SimilarAnswer, SimilarRequest> {
  /** A script that fails to load, or an exception nothing in the worker caught. */
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<SimilarAnswer>) => void): void;
}
