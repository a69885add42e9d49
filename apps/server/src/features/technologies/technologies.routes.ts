import type { ContractHandlers } from '../../http/contract';
import { orNotFound } from '../../http/http-error';
import type { TechnologiesService } from './technologies.service';

export function technologiesRoutes(technologies: TechnologiesService): Pick<ContractHandlers, 'listTechnologies' | 'getTechnology'> {
  return {
    listTechnologies: () => technologies.list(),
    getTechnology: async ({ params: { id } }) => orNotFound(await technologies.get(id), `Technology ${id} was not found.`),
  };
}
