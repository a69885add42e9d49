import type { ErrorCode } from '../api/error-body';
import { SYNC_ERROR_STATUS } from '../api/sync';

/**
 * The HTTP status each error code is answered with: the one definition the API document states, and the one the
 * server's errors should be built from. The exception is `bad_request` for a request body the server cannot
 * decode (an unsupported charset, 415), which the document leaves to each operation's `default` response.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  malformed_json: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  idempotency_mismatch: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  unsupported_protocol: SYNC_ERROR_STATUS,
  resync_required: SYNC_ERROR_STATUS,
  token_invalid: 400,
  token_used: 409,
  token_expired: 410,
  mail_unavailable: 503,
} as const satisfies Record<ErrorCode, number>;
