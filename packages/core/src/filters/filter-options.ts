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

/** Each group's values as listed (repeats allowed), in the list's order: what the options are read from. */
export interface FilterOptionValues {
  developmentStatuses: Iterable<string>;
  applicationAreas: Iterable<string>;
  /** Entries as listed ("C++ (core)"): an option is the entry's first word. */
  programmingLanguages: Iterable<string>;
  licenseTypes: Iterable<string | null>;
  /** Names (organizationName). */
  organizations: Iterable<string>;
  keyFeatures: Iterable<string>;
}

/** The filter panel's options from each group's values: distinct and alphabetical, key features excepted. */
export const filterOptionsOf = (values: FilterOptionValues): FilterOptions => ({
  developmentStatuses: sortedDistinct(nonBlank(values.developmentStatuses)),
  applicationAreas: sortedDistinct(nonBlank(values.applicationAreas)),
  programmingLanguages: sortedDistinct(nonBlank([...values.programmingLanguages].map(languageOf))),
  licenseTypes: sortedDistinct(nonBlank(values.licenseTypes)),
  organizations: sortedDistinct(nonBlank(values.organizations)),
  /** The first 10 distinct, in the order the simulators list them. */
  keyFeatures: distinct(nonBlank(values.keyFeatures)).slice(0, KEY_FEATURE_OPTION_LIMIT),
});

/** The filter panel's options, from the loaded simulators. */
export const deriveFilterOptions = (sims: readonly FilterOptionSource[]): FilterOptions =>
  filterOptionsOf({
    developmentStatuses: sims.map((s) => s.developmentStatus),
    applicationAreas: sims.flatMap((s) => s.applicationAreas),
    programmingLanguages: sims.flatMap((s) => s.programmingLanguages),
    licenseTypes: sims.map((s) => s.licenseType),
    organizations: sims.flatMap((s) => s.relevantOrganizations.map(organizationName)),
    keyFeatures: sims.flatMap((s) => s.keyFeatures),
  });
