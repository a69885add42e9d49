import type { Simulator } from '../schemas/simulator';
import { organizationName } from '../normalize/organizations';
import { ALL_STATUSES, type FilterState } from './filter-state';

export type FilterableSimulator = Pick<
  Simulator,
  | 'name'
  | 'fullName'
  | 'shortDescription'
  | 'developmentStatus'
  | 'applicationAreas'
  | 'programmingLanguages'
  | 'licenseType'
  | 'relevantOrganizations'
  | 'keyFeatures'
>;

const lower = (text: string | null | undefined): string => (text ?? '').toLowerCase();

const matchesSearch = (sim: FilterableSimulator, search: string): boolean => {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [sim.name, sim.fullName, sim.shortDescription].some((field) => lower(field).includes(needle));
};

/** Values within a group combine with OR; an empty group does not filter. */
const anyOf = (selected: readonly string[], test: (value: string) => boolean): boolean =>
  selected.length === 0 || selected.some(test);

/** Search, then every group (AND across groups, OR within one), per product rules §5. */
export const matchesFilters = (sim: FilterableSimulator, search: string, state: FilterState): boolean => {
  if (!matchesSearch(sim, search)) return false;
  if (state.developmentStatus !== ALL_STATUSES && sim.developmentStatus !== state.developmentStatus) return false;
  const languages = sim.programmingLanguages.map((entry) => lower(entry).trim());
  const organizations = sim.relevantOrganizations.map((ref) => lower(organizationName(ref)));
  return (
    anyOf(state.applicationAreas, (area) => sim.applicationAreas.includes(area)) &&
    anyOf(state.programmingLanguages, (lang) => languages.some((entry) => entry.startsWith(lower(lang)))) &&
    anyOf(state.licenseType, (licence) => sim.licenseType === licence) &&
    anyOf(state.organizations, (org) => organizations.some((name) => name.includes(lower(org)))) &&
    anyOf(state.keyFeatures, (feature) => sim.keyFeatures.includes(feature))
  );
};

export const filterSimulators = <T extends FilterableSimulator>(sims: readonly T[], search: string, state: FilterState): T[] =>
  sims.filter((sim) => matchesFilters(sim, search, state));

/** The count line under the filters (product rules §8), '(s)' literally. */
export const resultCountText = (count: number): string =>
  count === 0 ? 'No simulators match your criteria' : `Showing ${count} simulator(s)`;

export const NO_SIMULATORS_MATCH_TEXT = 'No simulators match your search criteria.';
