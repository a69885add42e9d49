import { currentUser } from '../../http/access';
import { SENT, type ContractHandlers } from '../../http/contract';
import type { SubscribersService } from './subscribers.service';

export function subscribersRoutes(
  subscribers: SubscribersService,
): Pick<ContractHandlers, 'adminListSubscribers' | 'adminCountSubscribers' | 'deleteSubscriber'> {
  return {
    adminListSubscribers: async ({ query }, { res }) => {
      if (query.format === 'json') return subscribers.list(query);
      const csv = await subscribers.exportCsv(query);
      // Personal data: no shared cache may keep a copy of the file.
      res.set('Cache-Control', 'no-store').type('text/csv; charset=utf-8').attachment('subscribers.csv').send(csv);
      return SENT;
    },
    adminCountSubscribers: ({ query }) => subscribers.count(query),
    deleteSubscriber: ({ params }, { res }) => subscribers.erase(currentUser(res), params.id),
  };
}
