import {
  maskEmail,
  subscriberCsvHeader,
  subscriberCsvRow,
  type AdminCount,
  type AdminPage,
  type Deleted,
  type Subscriber,
  type SubscriberCountQuery,
  type SubscriberListQuery,
  type User,
} from '@rsd/core';
import type { Pool } from 'pg';
import { withSnapshot, withTransaction } from '../../db/transactions';
import { notFound } from '../../http/http-error';
import { auditRepo } from '../audit/audit.repo';
import { subscribersRepo } from '../subscriptions/subscriptions.repo';

/** Rows per read of an export: the list's own page query, so the file holds exactly what the table's search shows. */
const EXPORT_PAGE_SIZE = 100;

export interface SubscribersService {
  list(query: SubscriberListQuery): Promise<AdminPage<Subscriber>>;
  count(query: SubscriberCountQuery): Promise<AdminCount>;
  /** Every row the query's search, filter and sort select, as one CSV text (its paging is not read). */
  exportCsv(query: SubscriberListQuery): Promise<string>;
  erase(actor: User, id: number): Promise<Deleted>;
}

export function createSubscribersService(pool: Pool): SubscribersService {
  return {
    list: ({ status, ...query }) => subscribersRepo.list(pool, query, status),
    count: ({ q, status }) => subscribersRepo.count(pool, q, status),

    exportCsv: ({ status, ...query }) =>
      // One snapshot: a subscription made or erased while the pages are read cannot appear twice or shift a page.
      withSnapshot(pool, async (client) => {
        let csv = subscriberCsvHeader();
        for (let page = 1; ; page += 1) {
          const rows = await subscribersRepo.list(client, { ...query, page, pageSize: EXPORT_PAGE_SIZE }, status);
          csv += rows.items.map(subscriberCsvRow).join('');
          if (!rows.hasNext) return csv;
        }
      }),

    erase: (actor, id) =>
      withTransaction(pool, async (client) => {
        const email = await subscribersRepo.erase(client, id);
        if (email === undefined) throw notFound(`Subscriber ${id} was not found.`);
        // The audit keeps the id and a masked address, never the address itself: a log that kept it would undo the
        // erasure the delete was asked for (see maskEmail).
        await auditRepo.record(client, {
          actor,
          action: 'delete',
          entity: 'subscriber',
          entityId: id,
          summary: `Erased subscriber ${maskEmail(email)}.`,
        });
        return { id };
      }),
  };
}
