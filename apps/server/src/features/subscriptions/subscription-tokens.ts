import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/pool';

/** What a link's token is for: a confirmation token cannot unsubscribe, nor the other way round. */
export type TokenPurpose = 'confirm' | 'unsubscribe';

/** A confirmation link works this long after it was sent; subscribing again sends a new one. */
export const CONFIRM_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface TokenClaims {
  purpose: TokenPurpose;
  subscriptionId: number;
  /** When the token was made; a confirmation's expiry and "used" are read from it. */
  issuedAt: Date;
}

export interface SubscriptionTokens {
  sign(claims: TokenClaims): string;
  /** The claims of a token this server signed, or undefined for anything else (forged, altered, malformed). */
  verify(token: string): TokenClaims | undefined;
}

const toBase64Url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * HMAC-SHA-256 over the payload, keyed by the database's mail_token_key (migration 0020). The payload is short JSON:
 * its purpose, the subscription's id and the time it was made, so a token names one subscription and one use.
 */
export function subscriptionTokens(key: Buffer): SubscriptionTokens {
  const mac = (payload: string) => createHmac('sha256', key).update(`subscription-link.${payload}`).digest();
  return {
    sign: ({ purpose, subscriptionId, issuedAt }) => {
      const payload = toBase64Url(JSON.stringify({ p: purpose, s: subscriptionId, t: issuedAt.getTime() }));
      return `${payload}.${toBase64Url(mac(payload))}`;
    },
    verify: (token) => {
      const [payload = '', signature = '', ...rest] = token.split('.');
      if (rest.length > 0) return undefined;
      const expected = mac(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      if (typeof claims !== 'object' || claims === null) return undefined;
      const { p, s, t } = claims as Record<string, unknown>;
      if ((p !== 'confirm' && p !== 'unsubscribe') || !Number.isSafeInteger(s) || !Number.isSafeInteger(t)) return undefined;
      return { purpose: p, subscriptionId: s as number, issuedAt: new Date(t as number) };
    },
  };
}

/** The signing key every server process on this database shares. */
export async function loadTokenKey(db: Queryable): Promise<Buffer> {
  const { rows } = await db.query<{ key: Buffer }>('SELECT key FROM mail_token_key');
  const key = rows[0]?.key;
  if (!key) throw new Error('mail_token_key is empty: migration 0020 draws the key; restore that row.');
  return key;
}
