import { cachedDirectorySource } from '../data/cache';
import type { SearchWorkerHandle, SearchWorkerMessage } from '../features/search/search-protocol';
import { serveDirectorySearch } from '../features/search/worker/search-host';
import { MessageChannelWorker } from './message-channel-worker';

/**
 * The search worker as the page sees it: the other port is served by serveDirectorySearch over the real cache
 * (fake-indexeddb in tests), as in features/search/worker/search.worker.ts; `serve: false` leaves it unanswered.
 */
export class SearchChannelWorker extends MessageChannelWorker<SearchWorkerMessage> implements SearchWorkerHandle {
  constructor({ serve = true }: { serve?: boolean } = {}) {
    super();
    if (serve) serveDirectorySearch(this.channel.port2, cachedDirectorySource());
  }
}
