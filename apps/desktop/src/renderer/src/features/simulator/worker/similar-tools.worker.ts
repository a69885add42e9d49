/** The similar-tools worker: reads the cached listings and ranks them off the page's main thread (./similar-host.ts). */
import { readAllListings } from '../../../data/cache';
import type { SimilarAnswer, SimilarEndpoint, SimilarRequest } from '../similar-protocol';
import { serveSimilarTools } from './similar-host';

serveSimilarTools(globalThis as unknown as SimilarEndpoint<SimilarRequest, SimilarAnswer>, () => readAllListings());
