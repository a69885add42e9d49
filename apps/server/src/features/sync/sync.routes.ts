import type { SyncResponse } from '@rsd/core';
import { SENT, type ContractHandlers } from '../../http/contract';
import { etagMatches, strongEtag } from '../../http/etag';
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

export function syncRoutes(sync: SyncService, metrics: SyncMetrics): Pick<ContractHandlers, 'sync' | 'syncListings'> {
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
    // The body is written around PostgreSQL's JSON array of the listings: parsing 30,000 of them to serialise them
    // again would cost the server what the stored listings save. compression() gzips it.
    syncListings: async ({ query }, { req, res }) => {
      const { listingsJson, ...head } = await sync.listings(query);
      const body = `${JSON.stringify(head).slice(0, -1)},"listings":${listingsJson}}`;
      const etag = strongEtag(body);
      res.set('ETag', etag);
      if (etagMatches(req.get('If-None-Match'), etag)) res.status(304).end();
      else res.type('application/json').send(body);
      return SENT;
    },
  };
}
