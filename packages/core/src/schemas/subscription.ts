import { z } from 'zod';

export const SubscriptionResult = z.object({ success: z.boolean(), message: z.string() });
export type SubscriptionResult = z.infer<typeof SubscriptionResult>;
