import { cachedDirectorySource } from '../data/cache';
import type { SearchWorkerHandle, SearchWorkerMessage } from '../features/search/search-protocol';
import { serveDirectorySearch } from '../features/search/worker/search-host';

/**
 * The search worker as the page sees it, over a real MessageChannel: the other port is served by
 * serveDirectorySearch over the real cache (fake-indexeddb in tests), as in features/search/worker/search.worker.ts. `fail` reports what the browser reports for a
 * worker whose script did not load.
 */
export class SearchChannelWorker implements SearchWorkerHandle {
  readonly channel = new MessageChannel();
  private readonly errorListeners: ((event: Event) => void)[] = [];
  terminated = false;

  constructor({ serve = true }: { serve?: boolean } = {}) {
    if (serve) serveDirectorySearch(this.channel.port2, cachedDirectorySource());
  }

  postMessage: SearchWorkerHandle['postMessage'] = (message) => this.channel.port1.postMessage(message);
  addEventListener(type: 'message', listener: (event: MessageEvent<SearchWorkerMessage>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  addEventListener(type: 'message' | 'error', listener: (event: MessageEvent<SearchWorkerMessage>) => void): void {
    if (type === 'error') this.errorListeners.push(listener as (event: Event) => void);
    else this.channel.port1.addEventListener('message', listener);
  }
  start = () => this.channel.port1.start();
  terminate() {
    this.terminated = true;
    this.channel.port1.close();
  }
  fail() {
    for (const listener of this.errorListeners) listener(new Event('error', { cancelable: true }));
  }
}
