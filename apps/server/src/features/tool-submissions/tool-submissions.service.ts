import type { ContributionReceipt, ToolSubmissionPayload } from '@rsd/core';
import type { Pool } from 'pg';
import { toolSubmissionsRepo } from './tool-submissions.repo';

export interface ToolSubmissionsService {
  submit(submission: ToolSubmissionPayload): Promise<ContributionReceipt>;
}

export function createToolSubmissionsService(pool: Pool): ToolSubmissionsService {
  return {
    submit: async (submission) => ({ id: await toolSubmissionsRepo.insert(pool, submission) }),
  };
}
