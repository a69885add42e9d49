import { z } from 'zod';
import { optionalText } from '../forms/fields';

/** The notes an admin action leaves on a record (product rules §4). */
export const REVIEW_NOTES = {
  resolved: 'Reviewed and resolved by admin',
  reopened: 'Reopened by admin for further review',
  approved: 'Submission approved by admin. Added to simulators database.',
  rejected: 'Submission rejected by admin.',
} as const;

const adminNotes = optionalText(10_000);

/** PATCH /api/error-reports/:id/status */
export const ErrorReportStatusChange = z.object({ resolved: z.boolean({ error: 'Resolved must be true or false.' }), adminNotes });
export type ErrorReportStatusChange = z.infer<typeof ErrorReportStatusChange>;

/** PATCH /api/simulator-submissions/:id/status: a pending submission is approved or rejected, once. */
export const SubmissionDecision = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'Status must be approved or rejected.' }),
  adminNotes,
});
export type SubmissionDecision = z.infer<typeof SubmissionDecision>;
