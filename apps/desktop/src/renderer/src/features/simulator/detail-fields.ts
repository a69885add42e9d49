import { normalizeLearningResources, normalizeOrganizations, type NormalizedOrganization, type Simulator } from '@rsd/core';
import { isUsableLink } from '../../ui/usable-link';

/** The Documentation button: the first official documentation entry (spec 3), when it has a usable link. */
export function documentationUrl(simulator: Simulator): string | null {
  const first = normalizeLearningResources(simulator.learningResources).documentation[0];
  return isUsableLink(first?.url) ? first.url : null;
}

/** The overview's organisations: the simulator's own list, else its relevant ones, else its learning resources' list. */
export function detailOrganizations(simulator: Simulator): NormalizedOrganization[] {
  const own = normalizeOrganizations(
    simulator.organizations.length > 0 ? simulator.organizations : simulator.relevantOrganizations,
  );
  return own.length > 0 ? own : normalizeLearningResources(simulator.learningResources).organizations;
}
