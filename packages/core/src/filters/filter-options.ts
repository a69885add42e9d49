import type { Simulator } from '../schemas/simulator';
import { organizationName } from '../normalize/organizations';
import { distinct, sortedDistinct } from '../shared/read';

export const KEY_FEATURE_OPTION_LIMIT = 10;

export type FilterOptionSource = Pick<
  Simulator,
  'developmentStatus' | 'applicationAreas' | 'programmingLanguages' | 'licenseType' | 'relevantOrganizations' | 'keyFeatures'
>;

export interface FilterOptions {
  developmentStatuses: string[];
  applicationAreas: string[];
  programmingLanguages: string[];
  licenseTypes: string[];
  organizations: string[];
  keyFeatures: string[];
}

/** "C++ (core), Python" entries name the language by their first word. */
export const languageOf = (entry: string): string => entry.trim().split(/\s+/)[0] ?? '';

const nonBlank = (values: Iterable<string | null | undefined>): string[] =>
  [...values].flatMap((v) => (typeof v === 'string' && v.trim() !== '' ? [v.trim()] : []));

/** The filter panel's options, from the loaded simulators: distinct and alphabetical, key features excepted. */
export const deriveFilterOptions = (sims: readonly FilterOptionSource[]): FilterOptions => ({
  developmentStatuses: sortedDistinct(nonBlank(sims.map((s) => s.developmentStatus))),
  applicationAreas: sortedDistinct(nonBlank(sims.flatMap((s) => s.applicationAreas))),
  programmingLanguages: sortedDistinct(nonBlank(sims.flatMap((s) => s.programmingLanguages.map(languageOf)))),
  licenseTypes: sortedDistinct(nonBlank(sims.map((s) => s.licenseType))),
  organizations: sortedDistinct(nonBlank(sims.flatMap((s) => s.relevantOrganizations.map(organizationName)))),
  /** The first 10 distinct, in the order the simulators list them. */
  keyFeatures: distinct(nonBlank(sims.flatMap((s) => s.keyFeatures))).slice(0, KEY_FEATURE_OPTION_LIMIT),
});
