import { normalizeLearningResources } from '../normalize/learning-resources';
import { normalizeOrganizations, type NormalizedOrganization } from '../normalize/organizations';
import type { Simulator } from '../schemas/simulator';

/** A link worth showing: not blank, not the 'N/A' placeholder some rows carry, not the '#' default of organisations. */
export function isUsableLink(url: string | null | undefined): url is string {
  const trimmed = url?.trim() ?? '';
  return trimmed !== '' && trimmed.toUpperCase() !== 'N/A' && trimmed !== '#';
}

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

/** Spec 2: the route id is read as an integer, 0 when missing or not a number. */
export function parseSimulatorId(raw: string | undefined): number {
  const id = Number.parseInt(raw ?? '', 10);
  return Number.isNaN(id) ? 0 : id;
}
