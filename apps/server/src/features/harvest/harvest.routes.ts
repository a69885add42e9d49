import { currentUser } from '../../http/access';
import type { ContractHandlers } from '../../http/contract';
import type { HarvestService } from './harvest.service';

export function harvestRoutes(
  harvest: HarvestService,
): Pick<ContractHandlers, 'listHarvestStates' | 'getHarvestState' | 'setHarvesting' | 'useHarvestedRelease'> {
  return {
    listHarvestStates: () => harvest.states(),
    getHarvestState: ({ params }) => harvest.state(params.id),
    setHarvesting: ({ params, body }, { res }) => harvest.setHarvesting(currentUser(res), params.id, body),
    useHarvestedRelease: ({ params, body }, { res }) => harvest.useHarvestedRelease(currentUser(res), params.id, body.expectedVersion),
  };
}
