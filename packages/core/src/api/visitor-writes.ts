import { z } from 'zod';
import { ErrorReportPayload } from '../forms/error-report-form';
import { SubscriptionForm } from '../forms/subscription-form';
import { ToolSubmissionPayload } from '../forms/tool-submission-form';
import { ContributionReceipt } from '../schemas/contribution-receipt';
import { SubscriptionResult } from '../schemas/subscription';
import { ErrorBody } from './error-body';
import { endpoint, PUBLIC_WRITE_ERRORS, type Endpoint } from './endpoint';

/**
 * POST /api/subscribe answers `{ success, message }` (product rules §8) on a failure too (the home page shows that
 * message), beside the one error shape: `{ success: false, message, error: { code, message, fields } }`.
 */
export const SubscribeErrorBody = ErrorBody.extend({ success: z.literal(false), message: z.string() });
export type SubscribeErrorBody = z.infer<typeof SubscribeErrorBody>;

/** The message a visitor reads: the first field's message (e.g. the e-mail's), else the error's own. */
const subscribeErrorBody = (error: ErrorBody['error']): SubscribeErrorBody => ({
  success: false,
  message: Object.values(error.fields ?? {})[0]?.[0] ?? error.message,
  error,
});

/** What a visitor may send: each with a key that makes a retry safe, and a limit per client address. */
export const VISITOR_WRITES = {
  /**
   * An address already on the list (in any letter case) is not stored again: the answer is still a
   * success, with a message that says so. An invalid body answers 400 with SubscribeErrorBody.
   */
  subscribe: endpoint({
    method: 'POST',
    path: '/api/subscribe',
    body: SubscriptionForm,
    response: SubscriptionResult,
    errors: PUBLIC_WRITE_ERRORS,
    errorBody: { schema: SubscribeErrorBody, from: subscribeErrorBody },
    idempotent: true,
    rateLimit: 'publicWrite',
  }),
  /** 'Submit a Simulation Tool': stored as a pending submission for the team to review. */
  submitTool: endpoint({
    method: 'POST',
    path: '/api/submit-tool',
    body: ToolSubmissionPayload,
    response: ContributionReceipt,
    status: 201,
    errors: PUBLIC_WRITE_ERRORS,
    idempotent: true,
    rateLimit: 'publicWrite',
  }),
  /** 'Report an Error': stored unresolved, with the simulator's name as it reads today. */
  reportError: endpoint({
    method: 'POST',
    path: '/api/report-error',
    body: ErrorReportPayload,
    response: ContributionReceipt,
    status: 201,
    errors: PUBLIC_WRITE_ERRORS,
    idempotent: true,
    rateLimit: 'publicWrite',
  }),
} as const satisfies Record<string, Endpoint>;
