import { z } from 'zod';
import { SubscriptionChange, SubscriptionToken, SubscriptionTokenBody } from '../schemas/subscription';
import { BODY_ERRORS, endpoint } from './endpoint';

/** What a link's token may be answered besides a body error: forged or for another purpose, expired, already used. */
const TOKEN_ERRORS = [...BODY_ERRORS, 'rate_limited', 'token_invalid', 'token_expired', 'token_used'] as const;

/**
 * The posts behind a subscription mail's links, in a module of their own so that the confirm and unsubscribe pages
 * bring only these entries' schemas. The token is their only credential: the link's GET is a page that changes
 * nothing (mail scanners follow links), and its button posts here.
 */
export const SUBSCRIPTION_LINK_ENDPOINTS = {
  /** The confirmation page's Confirm button: a pending subscription becomes confirmed, once. */
  confirmSubscription: endpoint({
    method: 'POST',
    path: '/api/subscriptions/confirm',
    body: SubscriptionTokenBody,
    response: SubscriptionChange,
    errors: TOKEN_ERRORS,
    rateLimit: 'publicWrite',
  }),
  /** The unsubscribe page's button. Idempotent: an address already off the list answers the same. */
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/subscriptions/unsubscribe',
    body: SubscriptionTokenBody,
    response: SubscriptionChange,
    errors: TOKEN_ERRORS,
    rateLimit: 'publicWrite',
  }),
  /**
   * RFC 8058 one-click unsubscription: the mailbox provider posts `List-Unsubscribe=One-Click` (form-encoded) to the
   * exact URL of the mail's List-Unsubscribe header, without cookies or an Origin of ours, so the token is in the
   * query and the body is not read. The same-origin check lets this path through (http/same-origin.ts).
   */
  unsubscribeOneClick: endpoint({
    method: 'POST',
    path: '/api/subscriptions/one-click-unsubscribe',
    query: z.object({ token: SubscriptionToken }),
    response: SubscriptionChange,
    errors: TOKEN_ERRORS,
    rateLimit: 'publicWrite',
  }),
} as const;
