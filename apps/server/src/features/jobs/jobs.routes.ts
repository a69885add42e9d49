import type { ContractHandlers } from '../../http/contract';
import { orNotFound } from '../../http/http-error';
import type { JobsService } from './jobs.service';

export function jobsRoutes(jobs: JobsService): Pick<ContractHandlers, 'listJobs' | 'getJobFilterOptions' | 'getJob'> {
  return {
    listJobs: ({ query }) => jobs.list(query),
    getJobFilterOptions: () => jobs.filterOptions(),
    getJob: async ({ params: { id } }) => orNotFound(await jobs.get(id), `Job ${id} was not found.`),
  };
}
