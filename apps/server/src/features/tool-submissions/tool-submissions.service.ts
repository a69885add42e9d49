import type { AdminListQuery, ContributionReceipt, Paged, SimulatorSubmission, ToolSubmissionPayload } from '@rsd/core';
import type { Pool } from 'pg';
import { fitsIntegerColumn } from '../../db/sql-values';
import { orNotFound } from '../../http/http-error';
import { toolSubmissionsRepo, type SubmissionSortField } from './tool-submissions.repo';

export interface ToolSubmissionsService {
  submit(submission: ToolSubmissionPayload): Promise<ContributionReceipt>;
  list(query: AdminListQuery<SubmissionSortField>): Promise<Paged<SimulatorSubmission>>;
  get(id: number): Promise<SimulatorSubmission>;
}

export function createToolSubmissionsService(pool: Pool): ToolSubmissionsService {
  return {
    submit: async (submission) => ({ id: await toolSubmissionsRepo.insert(pool, submission) }),
    list: (query) => toolSubmissionsRepo.list(pool, query),
    get: async (id) =>
      orNotFound(fitsIntegerColumn(id) ? await toolSubmissionsRepo.findById(pool, id) : undefined, `No submission with id ${id}.`),
  };
}
