import { parseId } from '../shared/id-text';
import { isWebLink } from '../links/web-link';
import { normalizeLearningResources } from '../normalize/learning-resources';
import type { NormalizedOrganization } from '../normalize/normalized-shapes';
import { normalizeOrganizations } from '../normalize/organizations';
import type { Simulator } from '../schemas/simulator';

/**
 * A stored link worth showing as one: an http(s) URL. Blanks, the 'N/A' placeholder some rows carry,
 * the '#' default of organisations and every other scheme ('javascript:' above all) show as text.
 */
export const isUsableLink = isWebLink;

/** The Documentation button: the first official documentation entry (product rules §3), when it has a usable link. */
export function documentationUrl(simulator: Simulator): string | null {
  const first = normalizeLearningResources(simulator.learningResources).documentation[0];
  return isUsableLink(first?.url) ? first.url : null;
}

/** The overview's organisations: the simulator's own list, else its relevant ones, else its learning resources' list. */
export function detailOrganizations(simulator: Simulator): NormalizedOrganization[] {
  const own = normalizeOrganizations(simulator.organizations.length > 0 ? simulator.organizations : simulator.relevantOrganizations);
  return own.length > 0 ? own : normalizeLearningResources(simulator.learningResources).organizations;
}

/**
 * The detail route's id by the one id rule (parseId); null when missing or not an id ('007', '-1', '1.5'),
 * which the page shows as its error state without asking anyone.
 */
export function parseSimulatorId(raw: string | undefined): number | null {
  return raw === undefined ? null : parseId(raw);
}
