import type { ErrorCode } from '../api/error-body';
import { ERROR_STATUS } from './error-status';

/** What each code tells a caller, as the reference shows it under the response that carries it. */
const ERROR_MEANING: Record<ErrorCode, string> = {
  bad_request: 'the request cannot be read as sent (e.g. a malformed `Idempotency-Key`).',
  validation_failed: 'a parameter or the body breaks its schema; `fields` lists the messages by field.',
  malformed_json: 'the body is not JSON.',
  unauthorized: 'no valid session, or wrong credentials when signing in.',
  forbidden: 'the account may not do this (deactivated, not an administrator), or the request is cross-site.',
  not_found: 'no record has this id.',
  method_not_allowed: 'the path does not have this method; the `Allow` header lists those it has.',
  conflict: 'the record changed since it was read, or the change would break a rule; the message says which.',
  payload_too_large: 'the body is larger than the server reads.',
  idempotency_mismatch: 'this `Idempotency-Key` was already used with a different body.',
  rate_limited: 'too many requests from this client address; `Retry-After` says how many seconds to wait.',
  internal: 'an unexpected failure on the server.',
  unavailable: 'the database is unavailable or the server is busy; try again shortly.',
  unsupported_protocol: 'the server cannot serve the sync protocol asked for; `protocol` names the one it speaks.',
  resync_required: 'the cursor cannot be continued here; sync again from `since=0`.',
  token_invalid: "the link's token was not signed by this server, or was signed for another purpose.",
  token_used: 'the confirmation link was already used: the subscription is confirmed, or ended since.',
  token_expired: 'the confirmation link is older than 7 days; subscribing again sends a new one.',
  mail_unavailable: 'the confirmation mail cannot be sent now; nothing was stored, try again later.',
};

export interface ErrorResponse {
  description: string;
  content: { 'application/json': { schema: { $ref: string } } };
}

/**
 * One response per status that `codes` are answered with (ERROR_STATUS), described by the codes it carries and
 * with the failure body's schema, `schemaRef` (a component: the same body under every status).
 */
export function errorResponses(codes: readonly ErrorCode[], schemaRef: string): Record<string, ErrorResponse> {
  const byStatus = new Map<number, Set<ErrorCode>>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], (byStatus.get(ERROR_STATUS[code]) ?? new Set()).add(code));
  const statuses = [...byStatus.keys()].toSorted((a, b) => a - b);
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      {
        description: [...(byStatus.get(status) ?? [])].map((code) => `\`${code}\`: ${ERROR_MEANING[code]}`).join(' '),
        content: { 'application/json': { schema: { $ref: schemaRef } } },
      },
    ]),
  );
}
