import type { SimilarWorkerHandle } from './similar-protocol';

/** Starts the similar-tools worker; the bundler builds the worker from this very expression, as spawnSearchWorker. */
export function spawnSimilarWorker(): SimilarWorkerHandle {
  return new Worker(new URL('./worker/similar-tools.worker.ts', import.meta.url), { type: 'module', name: 'similar-tools' });
}
