import { currentUser } from '../../http/access';
import type { ContractHandlers } from '../../http/contract';
import { orNotFound } from '../../http/http-error';
import type { JobsService } from './jobs.service';

export function jobsRoutes(
  jobs: JobsService,
): Pick<
  ContractHandlers,
  'listJobs' | 'getJobFilterOptions' | 'getJob' | 'adminListJobs' | 'adminCountJobs' | 'createJob' | 'updateJob' | 'deleteJob'
> {
  return {
    listJobs: ({ query }) => jobs.list(query),
    getJobFilterOptions: () => jobs.filterOptions(),
    getJob: async ({ params: { id } }) => orNotFound(await jobs.get(id), `Job ${id} was not found.`),
    adminListJobs: ({ query }) => jobs.adminList(query),
    adminCountJobs: ({ query }) => jobs.adminCount(query.q),
    createJob: ({ body }, { res }) => jobs.create(currentUser(res), body),
    updateJob: ({ params, body: { expectedVersion, ...input } }, { res }) =>
      jobs.update(currentUser(res), params.id, input, expectedVersion),
    deleteJob: ({ params }, { res }) => jobs.delete(currentUser(res), params.id),
  };
}
