import { z } from 'zod';
import { SubscriptionForm } from '../forms/subscription-form';
import { SubscriptionResult } from '../schemas/subscription';
import { ErrorBody } from './error-body';
import { endpoint, PUBLIC_WRITE_ERRORS } from './endpoint';

/**
 * POST /api/subscribe answers `{ success, message }` (product rules §8) on a failure too (the home page shows that
 * message), beside the one error shape: `{ success: false, message, error: { code, message, fields } }`.
 */
export const SubscribeErrorBody = z.object({ ...ErrorBody.shape, success: z.literal(false), message: z.string() });
export type SubscribeErrorBody = z.infer<typeof SubscribeErrorBody>;

/** The message a visitor reads: the first field's message (e.g. the e-mail's), else the error's own. */
const subscribeErrorBody = (error: ErrorBody['error']): SubscribeErrorBody => ({
  success: false,
  message: Object.values(error.fields ?? {})[0]?.[0] ?? error.message,
  error,
});

/**
 * POST /api/subscribe, in a module of its own so that home's subscribe form brings only this entry's schemas. An
 * address already on the list gets the same success as the first time; an invalid body, 400 with SubscribeErrorBody.
 */
export const SUBSCRIBE_ENDPOINT = endpoint({
  method: 'POST',
  path: '/api/subscribe',
  body: SubscriptionForm,
  response: SubscriptionResult,
  errors: [...PUBLIC_WRITE_ERRORS, 'mail_unavailable'],
  errorBody: { schema: SubscribeErrorBody, from: subscribeErrorBody },
  idempotent: true,
  rateLimit: 'publicWrite',
});
