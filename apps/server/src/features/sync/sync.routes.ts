import type { SyncResponse } from '@rsd/core';
import { SENT, type ContractHandlers } from '../../http/contract';
import { etagMatches } from '../../http/etag';
import { ListingsAnswerCache, plainBody } from './sync-listings-answer';
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

/** `answers` is shared with the listings keeper, which builds the answer after a write before a request asks (app.ts). */
export function syncRoutes(
  sync: SyncService,
  metrics: SyncMetrics,
  answers: ListingsAnswerCache = new ListingsAnswerCache(),
): Pick<ContractHandlers, 'sync' | 'syncListings'> {
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
    // compression() skips a body already encoded: the gzip is made once per position (sync-listings-answer.ts).
    syncListings: async ({ query }, { req, res }) => {
      const answer = await answers.answer(await sync.listingsPosition(query), () => sync.listings(query));
      res.set({ ETag: answer.etag, Vary: 'Accept-Encoding' });
      if (etagMatches(req.get('If-None-Match'), answer.etag)) {
        res.status(304).end();
        return SENT;
      }
      res.type('application/json');
      if (req.acceptsEncodings('gzip', 'identity') === 'gzip') res.set('Content-Encoding', 'gzip').send(answer.gzip);
      else res.send(await plainBody(answer));
      return SENT;
    },
  };
}
