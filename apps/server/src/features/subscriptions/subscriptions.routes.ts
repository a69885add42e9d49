import { SUBSCRIPTION_LINK_ENDPOINTS, SUBSCRIPTION_PAGES } from '@rsd/core';
import type { Request, Router } from 'express';
import type { ContractHandlers } from '../../http/contract';
import type { SubscriptionsService } from './subscriptions.service';

type SubscriptionHandlers = Pick<ContractHandlers, 'subscribe' | 'confirmSubscription' | 'unsubscribe' | 'unsubscribeOneClick'>;

/** Mail links point at PUBLIC_ORIGIN; without it (development), at the origin the visitor used. */
const linkOriginOf = (req: Request, publicOrigin: string | undefined) => publicOrigin ?? `${req.protocol}://${req.get('host') ?? ''}`;

export function subscriptionsRoutes(subscriptions: SubscriptionsService, publicOrigin: string | undefined): SubscriptionHandlers {
  return {
    subscribe: ({ body }, { db, req }) => subscriptions.subscribe(body, linkOriginOf(req, publicOrigin), db),
    confirmSubscription: ({ body }) => subscriptions.confirm(body.token),
    unsubscribe: ({ body }) => subscriptions.unsubscribe(body.token),
    unsubscribeOneClick: ({ query }) => subscriptions.unsubscribe(query.token),
  };
}

/**
 * A GET of the one-click link (a reader opening the List-Unsubscribe link in a browser, or a scanner) is sent on to
 * the page with the Unsubscribe button, with its token: it changes nothing itself. Mounted before the contract's 405.
 */
export function oneClickLinkPage(router: Router): void {
  router.get(SUBSCRIPTION_LINK_ENDPOINTS.unsubscribeOneClick.path, (req, res) => {
    const query = new URL(req.originalUrl, 'http://link').search;
    res.redirect(303, `${SUBSCRIPTION_PAGES.unsubscribe}${query}`);
  });
}
