import type { FilterableSimulator } from '../filters/filter-simulators';
import { normalizeCapabilities } from '../normalize/capabilities';
import type { Simulator } from '../schemas/simulator';

/**
 * What the home directory needs of a simulator: its card, its filters and its search. About a sixth of the record:
 * the detail page's fields (description, capabilities, learning resources, ...) stay out, so the list a start
 * reads from the offline cache is small. The card's capabilities come as names, already read from the record.
 */
export type SimulatorListing = FilterableSimulator &
  Pick<Simulator, 'id' | 'updatedAt'> & {
    capabilities: string[];
    /**
     * The harvested "repository archived" flag, the one harvested fact a card shows. A listing cached before it
     * existed lacks it, which reads as not archived, as the row did then (a harvest writes the row, and the sync
     * brings it again with its listing).
     */
    archived: boolean;
    /**
     * The ids of the vocabulary terms the tool has (Simulator.capabilities), as the row carries them: a term of
     * another vocabulary stays, and the capability rules ignore the ids they do not know. The renderer's cache
     * rebuilds listings cached before it existed from the full rows it keeps when it opens (db.ts, version 5).
     */
    terms: string[];
  };

/** The listing of a simulator record (the offline cache keeps both, side by side). */
export const toSimulatorListing = (sim: Simulator): SimulatorListing => ({
  id: sim.id,
  name: sim.name,
  fullName: sim.fullName,
  shortDescription: sim.shortDescription,
  developmentStatus: sim.developmentStatus,
  applicationAreas: sim.applicationAreas,
  programmingLanguages: sim.programmingLanguages,
  licenseType: sim.licenseType,
  relevantOrganizations: sim.relevantOrganizations,
  keyFeatures: sim.keyFeatures,
  lastReleaseDate: sim.lastReleaseDate,
  updatedAt: sim.updatedAt,
  capabilities: normalizeCapabilities(sim.detailedCapabilities).physics.map((physics) => physics.name),
  archived: sim.repository?.archived === true,
  terms: sim.capabilities.map((capability) => capability.term),
});
