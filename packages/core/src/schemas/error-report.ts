import { z } from 'zod';
import { Timestamp } from './common';

export const ERROR_TYPES = ['inaccurate', 'outdated', 'missing', 'other'] as const;
export const ErrorType = z.enum(ERROR_TYPES);
export type ErrorType = z.infer<typeof ErrorType>;

/** An error report as the admin sees it. */
export const ErrorReport = z.object({
  id: z.number().int().positive(),
  simulatorId: z.number().int().positive().nullable(),
  simulatorName: z.string().nullable(),
  errorType: ErrorType,
  description: z.string(),
  correction: z.string().nullable(),
  reporterName: z.string(),
  reporterEmail: z.string(),
  reporterAffiliation: z.string().nullable(),
  resolved: z.boolean(),
  adminNotes: z.string().nullable(),
  createdAt: Timestamp,
});
export type ErrorReport = z.infer<typeof ErrorReport>;
