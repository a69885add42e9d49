import { z } from 'zod';
import { Timestamp } from './common';
import { BenchmarkStudy } from './simulator';

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const SubmissionStatus = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof SubmissionStatus>;

/** A submitted tool as the admin sees it. */
export const SimulatorSubmission = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  fullName: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  website: z.string(),
  sourceCodeRepository: z.string().nullable(),
  licenseType: z.string(),
  programmingLanguages: z.array(z.string()),
  applicationAreas: z.array(z.string()),
  benchmark_studies: z.array(BenchmarkStudy),
  submitterName: z.string(),
  submitterEmail: z.string(),
  submitterAffiliation: z.string().nullable(),
  status: SubmissionStatus,
  adminNotes: z.string().nullable(),
  /** The simulator its approval created. */
  simulatorId: z.number().int().positive().nullable(),
  createdAt: Timestamp,
});
export type SimulatorSubmission = z.infer<typeof SimulatorSubmission>;
