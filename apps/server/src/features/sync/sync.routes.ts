import type { ContractHandlers } from '../../http/contract';
import type { SyncService } from './sync.service';

export function syncRoutes(sync: SyncService): Pick<ContractHandlers, 'sync'> {
  return {
    // Revalidated like every public read (http/public-reads.ts): a page's ETag is of its body, so a cache in
    // between never replays it for another state of the data.
    sync: ({ query }) => sync.pull(query),
  };
}
