import type { ContractHandlers } from '../../http/contract';
import type { SyncService } from './sync.service';

export function syncRoutes(sync: SyncService): Pick<ContractHandlers, 'sync'> {
  return {
    sync: ({ query }, { res }) => {
      // A page answers one cursor; caches in between must not replay it for another state of the data.
      res.set('Cache-Control', 'no-store');
      return sync.pull(query);
    },
  };
}
