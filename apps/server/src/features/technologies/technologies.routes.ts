import { currentUser } from '../../http/access';
import type { ContractHandlers } from '../../http/contract';
import { orNotFound } from '../../http/http-error';
import type { TechnologiesService } from './technologies.service';

export function technologiesRoutes(
  technologies: TechnologiesService,
): Pick<
  ContractHandlers,
  | 'listTechnologies'
  | 'adminListTechnologies'
  | 'adminCountTechnologies'
  | 'getTechnology'
  | 'createTechnology'
  | 'updateTechnology'
  | 'deleteTechnology'
> {
  return {
    listTechnologies: () => technologies.list(),
    adminListTechnologies: ({ query }) => technologies.adminList(query),
    adminCountTechnologies: ({ query }) => technologies.adminCount(query.q),
    getTechnology: async ({ params: { id } }) => orNotFound(await technologies.get(id), `Technology ${id} was not found.`),
    createTechnology: ({ body }, { res }) => technologies.create(currentUser(res), body),
    updateTechnology: ({ params, body: { expectedVersion, ...input } }, { res }) =>
      technologies.update(currentUser(res), params.id, input, expectedVersion),
    deleteTechnology: ({ params }, { res }) => technologies.delete(currentUser(res), params.id),
  };
}
