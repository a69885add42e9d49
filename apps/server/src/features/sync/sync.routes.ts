import type { SyncResponse } from '@rsd/core';
import type { ContractHandlers } from '../../http/contract';
import type { Metrics } from '../../operations/metrics';
import type { SyncService } from './sync.service';

type SyncMetrics = Pick<Metrics, 'syncPagesServed' | 'syncRowsServed'>;

/** Counts a page the client received whole: a 304 (the client had it) or a failed send carries no rows. */
function countServed(metrics: SyncMetrics, page: SyncResponse): void {
  metrics.syncPagesServed.inc();
  for (const table of ['simulators', 'technologies'] as const) {
    metrics.syncRowsServed.inc({ table, change: 'upsert' }, page[table].length);
    metrics.syncRowsServed.inc({ table, change: 'delete' }, page.deleted[table].length);
  }
}

export function syncRoutes(sync: SyncService, metrics: SyncMetrics): Pick<ContractHandlers, 'sync'> {
  return {
    // Revalidated like every public read (http/public-reads.ts): a page's ETag is of its body, so a cache in
    // between never replays it for another state of the data.
    sync: async ({ query }, { res }) => {
      const page = await sync.pull(query);
      res.once('finish', () => {
        if (res.statusCode === 200) countServed(metrics, page);
      });
      return page;
    },
  };
}
