import { z } from 'zod/mini';
import { ERROR_CODES } from './error-codes';

// With zod's mini API: classic schemas extend it by its shape (subscribe-endpoint.ts). The API client reads every
// failure with a plain check held to this schema (error-body-check.ts): the sync worker uses it before any zod.

export { ERROR_CODES } from './error-codes';
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The one error body every failing API response carries, with the real HTTP status. */
export const ErrorBody = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    /** Validation messages by field path ('a.b'), as the forms show them. */
    fields: z.optional(z.record(z.string(), z.array(z.string()))),
    /** With 'unsupported_protocol': the sync protocol this server speaks. */
    protocol: z.optional(z.number().check(z.int())),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
