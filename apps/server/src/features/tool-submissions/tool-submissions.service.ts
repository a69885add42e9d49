import type { ContributionReceipt, ToolSubmissionPayload } from '@rsd/core';
import type { Pool } from 'pg';
import type { Queryable } from '../../db/pool';
import { toolSubmissionsRepo } from './tool-submissions.repo';

export interface ToolSubmissionsService {
  /** `db`: the pool, or the transaction of an idempotent request. */
  submit(submission: ToolSubmissionPayload, db?: Queryable): Promise<ContributionReceipt>;
}

export function createToolSubmissionsService(pool: Pool): ToolSubmissionsService {
  return {
    submit: async (submission, db = pool) => ({ id: await toolSubmissionsRepo.insert(db, submission) }),
  };
}
