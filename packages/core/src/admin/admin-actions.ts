import { CARD_AREA_LIMIT } from '../card/card-summary';
import type { SimulatorSubmission } from '../schemas/simulator-submission';
import { REVIEW_NOTES, type ErrorReportStatusChange, type SubmissionDecision } from './review-notes';

/** Product rules §2: the users list shows an admin's role badge in purple, any other role in blue. */
export const roleBadgeTone = (role: string): 'purple' | 'blue' => (role.trim().toLowerCase() === 'admin' ? 'purple' : 'blue');

/** Resolving or reopening a report leaves the note of product rules §4. */
export const errorReportStatusChange = (resolved: boolean): ErrorReportStatusChange => ({
  resolved,
  adminNotes: resolved ? REVIEW_NOTES.resolved : REVIEW_NOTES.reopened,
});

/** Approving or rejecting a submission leaves the note of product rules §4. */
export const submissionDecision = (status: SubmissionDecision['status']): SubmissionDecision => ({
  status,
  adminNotes: status === 'approved' ? REVIEW_NOTES.approved : REVIEW_NOTES.rejected,
});

/** Approve and reject are offered only while a submission is pending (product rules §4). */
export const isDecidable = (submission: Pick<SimulatorSubmission, 'status'>): boolean => submission.status === 'pending';

/** The submissions list shows the first 2 application areas and how many more there are ('+N more'). */
export const submissionAreasPreview = (areas: readonly string[]): { shown: string[]; more: number } => ({
  shown: areas.slice(0, CARD_AREA_LIMIT),
  more: Math.max(0, areas.length - CARD_AREA_LIMIT),
});

/** snake_case words as a reader sees them: 'missing_data' -> 'Missing data'. */
export const humanizeSnakeCase = (value: string): string => {
  const words = value.split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
