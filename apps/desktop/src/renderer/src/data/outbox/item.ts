import { ErrorReportPayload, SubscriptionForm, ToolSubmissionPayload } from '@rsd/core';
import { z } from 'zod';

/** A visitor write the outbox can hold: the contract entry and the body it sends. */
export const OutboxWrite = z.discriminatedUnion('endpoint', [
  z.object({ endpoint: z.literal('subscribe'), body: SubscriptionForm }),
  z.object({ endpoint: z.literal('submitTool'), body: ToolSubmissionPayload }),
  z.object({ endpoint: z.literal('reportError'), body: ErrorReportPayload }),
]);
export type OutboxWrite = z.infer<typeof OutboxWrite>;
export type OutboxEndpoint = OutboxWrite['endpoint'];

/**
 * A write that could not reach the server, kept on this device until it does. `id` is the idempotency key the
 * write carried from its first attempt, so a retry whose first answer was lost cannot store it twice.
 */
export const OutboxItem = z.intersection(
  OutboxWrite,
  z.object({
    id: z.string().min(1),
    /** ISO 8601; the outbox sends oldest first. */
    createdAt: z.string(),
    attempts: z.number().int().nonnegative(),
    /** Epoch ms before which the runner's timer leaves it alone. */
    nextAttemptAt: z.number(),
    /** The last failed attempt's status, null when no answer came (the server was unreachable). */
    lastStatus: z.number().int().nullable(),
    /** What the visitor reads about the last failure. */
    lastError: z.string().nullable(),
    /** 'refused': the server said no (a 400, a 422); never sent again, kept so the visitor sees why. */
    state: z.enum(['waiting', 'refused']),
  }),
);
export type OutboxItem = z.infer<typeof OutboxItem>;
