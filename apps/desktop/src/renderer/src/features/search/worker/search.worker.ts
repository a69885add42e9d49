/**
 * The search worker: the global search's index, built from the cache and searched off the page's main thread
 * (../search-client.ts is the page's side). At 30,000 tools the records and the index hold hundreds of megabytes and a
 * broad query takes longer than a frame (bench/README.md, global-search.ts): here none of it reaches the page.
 */
import { cachedDirectorySource } from '../../../data/cache';
import type { SearchEndpoint, SearchWorkerMessage, SearchWorkerRequest } from '../search-protocol';
import { serveDirectorySearch } from './search-host';

serveDirectorySearch(globalThis as unknown as SearchEndpoint<SearchWorkerRequest, SearchWorkerMessage>, cachedDirectorySource());
