import {
  SUBSCRIPTION_LINK_ENDPOINTS,
  SUBSCRIPTION_PAGES,
  type SubscriptionChange,
  type SubscriptionForm,
  type SubscriptionResult,
} from '@rsd/core';
import type { Pool, PoolClient } from 'pg';
import type { Queryable } from '../../db/pool';
import { withTransaction } from '../../db/transactions';
import { HttpError } from '../../http/http-error';
import type { Logger } from '../../logger';
import { listUnsubscribeHeaders } from '../../mail/list-unsubscribe';
import { HardBounceError, type Mailer } from '../../mail/mailer';
import { confirmationMail } from '../../mail/templates';
import type { Clock } from '../auth/auth.service';
import { subscriptionsRepo, type SubscriptionRow } from './subscriptions.repo';
import { CONFIRM_TOKEN_LIFETIME_MS, loadTokenKey, subscriptionTokens, type SubscriptionTokens } from './subscription-tokens';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our updates.';
/** The spec's text for a subscription that failed without a reason to give (product rules §8). */
export const SUBSCRIBE_FAILED_MESSAGE = 'An error occurred. Please try again.';

/** A repeat subscription of a pending address re-sends its confirmation at most this often. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 60 * 60 * 1000;
/** Confirmations one address may be sent per UTC day, however the hours fall. */
export const CONFIRMATIONS_PER_DAY = 3;

export interface SubscriptionsService {
  /** `db`: the pool, or the transaction of an idempotent request. `linkOrigin`: where the mail's links point. */
  subscribe(form: SubscriptionForm, linkOrigin: string, db?: Queryable): Promise<SubscriptionResult>;
  confirm(token: string): Promise<SubscriptionChange>;
  unsubscribe(token: string): Promise<SubscriptionChange>;
  /** The headers a digest to this subscription carries (List-Unsubscribe, RFC 8058), for the digest to come. */
  unsubscribeHeaders(subscriptionId: number, linkOrigin: string, mailto?: string): Promise<Record<string, string>>;
}

/** Refused with the spec's failure text; not 'unavailable', which the app's outbox would keep retrying. */
const mailUnavailable = () => new HttpError(503, 'mail_unavailable', SUBSCRIBE_FAILED_MESSAGE);
const tokenInvalid = () => new HttpError(400, 'token_invalid', 'This link is not valid. Use the link in the latest mail we sent.');

const linkTo = (origin: string, path: string, token: string) => `${origin}${path}?token=${encodeURIComponent(token)}`;

/** Whether the opt-in rules let one more confirmation go to this address now. */
function mayResend(row: SubscriptionRow, now: Date, today: string): boolean {
  if (row.bouncedAt !== null || row.status === 'confirmed') return false;
  if (row.confirmationSentAt !== null && now.getTime() - row.confirmationSentAt.getTime() < CONFIRMATION_RESEND_INTERVAL_MS) return false;
  return row.confirmationDay !== today || row.confirmationsThatDay < CONFIRMATIONS_PER_DAY;
}

/**
 * Double opt-in. Subscribing stores the address as pending and mails it a signed confirmation link; the link's page
 * posts the token to confirm. Every subscription answers the same success whatever the address's state (a repeat,
 * a confirmed address, a capped or bounced one), since telling them apart would tell anyone who tries an address
 * that its owner subscribed. The mail is sent inside the subscription's transaction: a mail that could not leave
 * rolls back the record of it, and the visitor is told to try again.
 */
export function createSubscriptionsService(pool: Pool, mailer: Mailer, clock: Clock, logger: Logger): SubscriptionsService {
  let tokens: Promise<SubscriptionTokens> | undefined;
  const tokensOf = () => {
    tokens ??= loadTokenKey(pool).then(subscriptionTokens, (err: unknown) => {
      tokens = undefined;
      throw err;
    });
    return tokens;
  };
  const inTransaction = <T>(db: Queryable, fn: (client: Queryable) => Promise<T>): Promise<T> =>
    db === pool ? withTransaction(pool, (client: PoolClient) => fn(client)) : fn(db);

  return {
    subscribe: async (form, linkOrigin, db = pool) => {
      if (!mailer.canDeliver) throw mailUnavailable();
      const signer = await tokensOf();
      await inTransaction(db, async (tx) => {
        const now = clock();
        const today = now.toISOString().slice(0, 10);
        const row = await subscriptionsRepo.upsertLocked(tx, form, now);
        if (row.status === 'unsubscribed') await subscriptionsRepo.reopen(tx, row.id);
        if (!mayResend(row, now, today)) return;
        const sentToday = row.confirmationDay === today ? row.confirmationsThatDay : 0;
        await subscriptionsRepo.recordConfirmationSent(tx, row.id, now, today, sentToday + 1);
        const token = signer.sign({ purpose: 'confirm', subscriptionId: row.id, issuedAt: now });
        const mail = confirmationMail({ email: row.email, confirmUrl: linkTo(linkOrigin, SUBSCRIPTION_PAGES.confirm, token) });
        try {
          await mailer.send({ to: row.email, ...mail });
        } catch (err) {
          if (!(err instanceof HardBounceError)) {
            logger.warn({ err, subscriptionId: row.id }, 'the confirmation mail could not be sent');
            throw mailUnavailable();
          }
          // The address does not exist: remembered, never mailed again, and the visitor is answered as anyone else.
          logger.info({ subscriptionId: row.id }, 'the confirmation mail bounced: the address is not mailed again');
          await subscriptionsRepo.markBounced(tx, row.id, now);
        }
      });
      return { success: true, message: SUBSCRIBED_MESSAGE };
    },

    confirm: async (token) => {
      const claims = (await tokensOf()).verify(token);
      if (claims?.purpose !== 'confirm') throw tokenInvalid();
      return withTransaction(pool, async (tx) => {
        const now = clock();
        const row = await subscriptionsRepo.findLocked(tx, claims.subscriptionId);
        if (!row) throw tokenInvalid();
        // Used: confirmed already, or ended after this link was sent (an older link must not bring it back).
        const endedSince = row.unsubscribedAt !== null && row.unsubscribedAt.getTime() >= claims.issuedAt.getTime();
        if (row.status !== 'pending' || endedSince) {
          throw new HttpError(409, 'token_used', 'This link was already used: the subscription it confirms is confirmed or has ended.');
        }
        if (now.getTime() - claims.issuedAt.getTime() > CONFIRM_TOKEN_LIFETIME_MS) {
          throw new HttpError(410, 'token_expired', 'This link has expired. Subscribe again to get a new one.');
        }
        await subscriptionsRepo.confirm(tx, row.id, now);
        return { status: 'confirmed' } as const;
      });
    },

    // Idempotent, and answered for any link we signed: a subscription deleted since has nothing left to end.
    unsubscribe: async (token) => {
      const claims = (await tokensOf()).verify(token);
      if (claims?.purpose !== 'unsubscribe') throw tokenInvalid();
      await subscriptionsRepo.unsubscribe(pool, claims.subscriptionId, clock());
      return { status: 'unsubscribed' };
    },

    unsubscribeHeaders: async (subscriptionId, linkOrigin, mailto) => {
      const token = (await tokensOf()).sign({ purpose: 'unsubscribe', subscriptionId, issuedAt: clock() });
      return listUnsubscribeHeaders(linkTo(linkOrigin, SUBSCRIPTION_LINK_ENDPOINTS.unsubscribeOneClick.path, token), mailto);
    },
  };
}
