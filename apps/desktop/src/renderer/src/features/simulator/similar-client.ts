import type { SimilarityTraits } from '@rsd/core';
import type { SimilarAnswer, SimilarEntry, SimilarWorkerHandle } from './similar-protocol';

/** The page's side of the similar-tools worker: one worker, started on the first question, many questions. */
export interface SimilarClient {
  ask(target: SimilarityTraits): Promise<SimilarEntry[]>;
}

interface Waiting {
  resolve: (similar: SimilarEntry[]) => void;
  reject: (error: Error) => void;
}

export function createSimilarClient(spawn: () => SimilarWorkerHandle): SimilarClient {
  let worker: SimilarWorkerHandle | null = null;
  let lastId = 0;
  const waiting = new Map<number, Waiting>();

  const start = (): SimilarWorkerHandle => {
    const started = spawn();
    started.addEventListener('message', ({ data }: MessageEvent<SimilarAnswer>) => {
      const asked = waiting.get(data.id);
      if (!asked) return;
      waiting.delete(data.id);
      if ('failed' in data) asked.reject(new Error('The similar tools could not be read from the cache.'));
      else asked.resolve(data.similar);
    });
    // A worker that did not load or broke fails what it held; the next question starts a new one.
    started.addEventListener('error', (event) => {
      event.preventDefault();
      worker = null;
      for (const asked of waiting.values()) asked.reject(new Error('The similar tools worker failed.'));
      waiting.clear();
    });
    started.start?.();
    return started;
  };

  return {
    ask(target) {
      worker ??= start();
      lastId += 1;
      const id = lastId;
      const port = worker;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        port.postMessage({ id, target });
      });
    },
  };
}
