import {
  deriveJobFilterOptions,
  filterJobs,
  JobFields,
  sortJobs,
  type AdminCount,
  type AdminListQuery,
  type Job,
  type JobFilterOptions,
  type JobInput,
  type JobsQuery,
  type AdminPage,
} from '@rsd/core';
import type { Pool } from 'pg';
import { auditedWrites, type AuditedWrites } from '../audit/audited-writes';
import { jobsRepo, type JobSortField } from './jobs.repo';

export const STALE_JOB_MESSAGE = 'This job was changed by someone else since you opened it. Reload it to see their changes.';

export interface JobsService extends AuditedWrites<Job, JobInput> {
  list(query: JobsQuery): Promise<Job[]>;
  get(id: number): Promise<Job | undefined>;
  filterOptions(): Promise<JobFilterOptions>;
  adminList(query: AdminListQuery<JobSortField>): Promise<AdminPage<Job>>;
  /** The admin table's matches for search `q` (AdminCount). */
  adminCount(q: string): Promise<AdminCount>;
}

/**
 * The public board filters, sorts and derives options with core's functions, so the API and any client agree on
 * ties and case folding (PostgreSQL's lower() follows the database's locale); the admin table pages in SQL.
 */
export function createJobsService(pool: Pool): JobsService {
  return {
    list: async (query) => sortJobs(filterJobs(await jobsRepo.list(pool), query), query.sort),
    get: (id) => jobsRepo.findById(pool, id),
    filterOptions: async () => deriveJobFilterOptions(await jobsRepo.facets(pool)),
    adminList: (query) => jobsRepo.adminList(pool, query),
    adminCount: (q) => jobsRepo.adminCount(pool, q),
    ...auditedWrites(pool, {
      entity: 'job',
      // An admin's input is written as it is.
      prepare: (input) => input,
      repo: jobsRepo,
      fields: Object.keys(JobFields.shape) as (keyof JobInput & string)[],
      missing: (id) => `Job ${id} was not found.`,
      label: (row) => row.title,
      staleMessage: STALE_JOB_MESSAGE,
    }),
  };
}
