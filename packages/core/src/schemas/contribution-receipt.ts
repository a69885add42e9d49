import { z } from 'zod';

/** The answer to a stored visitor contribution (a tool submission, an error report): its new record's id. */
export const ContributionReceipt = z.object({ id: z.number().int().positive() });
export type ContributionReceipt = z.infer<typeof ContributionReceipt>;
