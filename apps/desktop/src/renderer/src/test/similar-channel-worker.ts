import { readAllListings } from '../data/cache';
import type { SimilarAnswer, SimilarWorkerHandle } from '../features/simulator/similar-protocol';
import { serveSimilarTools } from '../features/simulator/worker/similar-host';
import { MessageChannelWorker } from './message-channel-worker';

/**
 * The similar-tools worker as the page sees it: the other port is served by serveSimilarTools over the real cache
 * (fake-indexeddb in tests), as in features/simulator/worker/similar-tools.worker.ts.
 */
export class SimilarChannelWorker extends MessageChannelWorker<SimilarAnswer> implements SimilarWorkerHandle {
  constructor() {
    super();
    serveSimilarTools(this.channel.port2, () => readAllListings());
  }
}
