import { sharedLabels, similarSimulators, type SimilarityTraits } from '@rsd/core';
import type { SimilarAnswer, SimilarEndpoint, SimilarRequest } from '../similar-protocol';

/**
 * The similar-tools worker's side: each request reads every cached listing (a sync may have changed them since the
 * last) and answers with core's similar tools. At 30,000 tools the read and the ranking take hundreds of milliseconds,
 * a long task the detail page's main thread no longer runs.
 */
export function serveSimilarTools(
  port: SimilarEndpoint<SimilarRequest, SimilarAnswer>,
  readListings: () => Promise<readonly SimilarityTraits[]>,
): void {
  port.addEventListener('message', ({ data: { id, target } }) => {
    readListings().then(
      (listings) =>
        port.postMessage({
          id,
          similar: similarSimulators(target, listings).map((entry) => ({
            id: entry.simulator.id,
            name: entry.simulator.name,
            shared: sharedLabels(entry),
          })),
        }),
      () => port.postMessage({ id, failed: true }),
    );
  });
  port.start?.();
}
