import { deriveJobFilterOptions, filterJobs, sortJobs, type Job, type JobFilterOptions, type JobsQuery } from '@rsd/core';
import type { Pool } from 'pg';
import { jobsRepo } from './jobs.repo';

export interface JobsService {
  list(query: JobsQuery): Promise<Job[]>;
  get(id: number): Promise<Job | undefined>;
  filterOptions(): Promise<JobFilterOptions>;
}

/**
 * Filtering, order and options are core's functions, not SQL: one definition of each rule, so the
 * API and any client-side list agree on ties, trimming and case folding (which PostgreSQL's lower()
 * would leave to the database's locale). The board is small, and the unfiltered list reads every
 * row anyway.
 */
export function createJobsService(pool: Pool): JobsService {
  return {
    list: async (query) => sortJobs(filterJobs(await jobsRepo.list(pool), query), query.sort),
    get: (id) => jobsRepo.findById(pool, id),
    filterOptions: async () => deriveJobFilterOptions(await jobsRepo.facets(pool)),
  };
}
