// Apart from ErrorBody's zod schema (error-body.ts): the API client reads a failure's body with plain code held to
// that schema (error-body-check.ts), which the sync worker runs before home's count, when it has no zod yet.

export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'malformed_json',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  /** Too many writes from one client address; the `Retry-After` header says how many seconds to wait. */
  'rate_limited',
  'unavailable',
  'internal',
  /** GET /api/sync: the server cannot serve the sync protocol the client asked for. */
  'unsupported_protocol',
  /** GET /api/sync: the cursor cannot be continued here (ahead of the server, or older than its tombstones). */
  'resync_required',
  /** An `Idempotency-Key` already used with a different body: the first request was stored, this one is refused. */
  'idempotency_mismatch',
  /** A subscription link's token that this server did not sign, or signed for another purpose. */
  'token_invalid',
  /** A confirmation link older than its 7 days: subscribing again sends a new one. */
  'token_expired',
  /** A confirmation link already followed: the subscription it confirms is confirmed (or was ended since). */
  'token_used',
  /**
   * POST /api/subscribe: the confirmation mail cannot be sent now (no mail server configured, or it refused for the
   * time being). Not 'unavailable': the visitor is told to try again, the write is not kept for the outbox to retry.
   */
  'mail_unavailable',
] as const;
