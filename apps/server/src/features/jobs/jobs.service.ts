import type { Job, JobFilterOptions, JobsQuery } from '@rsd/core';
import type { Pool } from 'pg';
import { jobsRepo } from './jobs.repo';

export interface JobsService {
  list(query: JobsQuery): Promise<Job[]>;
  get(id: number): Promise<Job | undefined>;
  filterOptions(): Promise<JobFilterOptions>;
}

export function createJobsService(pool: Pool): JobsService {
  return {
    list: (query) => jobsRepo.list(pool, query),
    get: (id) => jobsRepo.findById(pool, id),
    filterOptions: () => jobsRepo.filterOptions(pool),
  };
}
