import { organizationName } from '../normalize/organizations';
import type { SimulatorListing } from './simulator-listing';

/** Spec 9 card limits. */
export const CARD_ORGANIZATION_LIMIT = 3;
export const CARD_CAPABILITY_LIMIT = 3;
export const CARD_AREA_LIMIT = 2;

export interface SimulatorCardSummary {
  organizations: string[];
  moreOrganizations: number;
  capabilities: string[];
  moreCapabilities: number;
  /** True when there are no capabilities, so the card lists application areas instead. */
  showsAreasInstead: boolean;
  areas: string[];
}

/** "Stanford University (SUPRI-B)" reads "Stanford University" on a card. */
export const shortOrganizationName = (name: string): string => {
  const cut = name.indexOf('(');
  return (cut === -1 ? name : name.slice(0, cut)).trim();
};

/** Organisation names that are empty once cut are dropped before counting. */
export const simulatorCardSummary = (
  sim: Pick<SimulatorListing, 'relevantOrganizations' | 'capabilities' | 'applicationAreas'>,
): SimulatorCardSummary => {
  const organizations = sim.relevantOrganizations.map((ref) => shortOrganizationName(organizationName(ref))).filter((name) => name !== '');
  const { capabilities } = sim;
  const showsAreasInstead = capabilities.length === 0;
  return {
    organizations: organizations.slice(0, CARD_ORGANIZATION_LIMIT),
    moreOrganizations: Math.max(0, organizations.length - CARD_ORGANIZATION_LIMIT),
    capabilities: capabilities.slice(0, CARD_CAPABILITY_LIMIT),
    moreCapabilities: Math.max(0, capabilities.length - CARD_CAPABILITY_LIMIT),
    showsAreasInstead,
    areas: showsAreasInstead ? sim.applicationAreas.slice(0, CARD_AREA_LIMIT) : [],
  };
};

/** '+N more' after a truncated list; '' when nothing was cut. */
export const moreLabel = (count: number): string => (count > 0 ? `+${count} more` : '');

/** Compare selection cards show the first 2 application areas. */
export const compareCardAreas = (sim: Pick<SimulatorListing, 'applicationAreas'>): string[] =>
  sim.applicationAreas.slice(0, CARD_AREA_LIMIT);
