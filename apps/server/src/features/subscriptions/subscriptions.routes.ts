import type { ContractHandlers } from '../../http/contract';
import type { SubscriptionsService } from './subscriptions.service';

export function subscriptionsRoutes(subscriptions: SubscriptionsService): Pick<ContractHandlers, 'subscribe'> {
  return {
    subscribe: ({ body }, { db }) => subscriptions.subscribe(body, db),
  };
}
