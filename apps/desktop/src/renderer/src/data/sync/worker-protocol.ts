import type { SyncStatus } from './status';
import type { SyncChanges, SyncResult } from './worker/pull-changes';

/**
 * What the page asks the sync worker (worker/sync.worker.ts): the engine's calls. One that may start a run carries the
 * page's `offline` flag: the browser's offline event and the page's own requests set it there, and the worker's
 * requests report against it.
 */
export type SyncWorkerRequest =
  | { kind: 'syncNow'; id: number; offline: boolean }
  | { kind: 'firstRows'; id: number; offline: boolean }
  | { kind: 'hasSynced'; id: number };

/**
 * The page's word, needing no answer, that it has read what the worker's `notice`-th 'changed' message told of (the
 * queries that read those tables have refetched): a first sync's records wait for it once every listing is stored.
 */
export interface SyncWorkerNote {
  kind: 'read';
  notice: number;
}

/** Everything the page sends the sync worker. */
export type SyncWorkerInbound = SyncWorkerRequest | SyncWorkerNote;

/** A call's answer: syncNow's result, hasSynced's flag, null for firstRows. */
export type SyncWorkerAnswer = SyncResult | boolean | null;

/**
 * What the sync worker tells the page: that it has started, each change of the sync status as it happens, the
 * cached tables a run changed (before that run's answer; numbered, for the page's SyncWorkerNote), and each
 * request's answer or failure.
 */
export type SyncWorkerMessage =
  | { kind: 'ready' }
  | { kind: 'status'; patch: Partial<SyncStatus> }
  | { kind: 'changed'; changes: SyncChanges; notice: number }
  | { kind: 'answer'; id: number; value: SyncWorkerAnswer }
  | { kind: 'failed'; id: number; name: string; message: string };

/** The part of a Worker, a worker's global scope or a MessagePort that the two sides use. */
export interface MessageEndpoint<In, Out> {
  postMessage(message: Out): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<In>) => void): void;
  /** A MessagePort listened to with addEventListener delivers nothing until started; a worker has no start. */
  start?: () => void;
}

/** A failure as it crosses to the page: an Error does not survive structured cloning with its class. */
export function describeFailure(error: unknown): { name: string; message: string } {
  return error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) };
}
