import { z } from 'zod';

export const SubscriptionResult = z.object({ success: z.boolean(), message: z.string() });
export type SubscriptionResult = z.infer<typeof SubscriptionResult>;

/**
 * The token of a subscription mail's link (confirm or unsubscribe): a signed payload and its signature, base64url,
 * joined by a dot. Only its form is checked here; the server checks the signature and purpose.
 */
export const SubscriptionToken = z
  .string({ message: 'The link has no token.' })
  .trim()
  .min(1, 'The link has no token.')
  .max(500, 'This link is not one we sent.')
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'This link is not one we sent.');
export type SubscriptionToken = z.infer<typeof SubscriptionToken>;

/** The body of the confirm and unsubscribe buttons' posts. */
export const SubscriptionTokenBody = z.object({ token: SubscriptionToken });
export type SubscriptionTokenBody = z.infer<typeof SubscriptionTokenBody>;

/** Where a subscription stands after a confirmation or an unsubscription. */
export const SubscriptionChange = z.object({ status: z.enum(['confirmed', 'unsubscribed']) });
export type SubscriptionChange = z.infer<typeof SubscriptionChange>;
