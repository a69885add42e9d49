import type { Simulator } from '../schemas/simulator';
import { organizationName } from '../normalize/organizations';
import { isoToday, releasedRecently } from '../freshness/freshness';
import { ALL_STATUSES, hasActiveFilters, type FilterState, type HomeSort } from './filter-state';

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
  | 'lastReleaseDate'
> & {
  /**
   * The capability term ids a listing carries (SimulatorListing.terms). A whole record has none here: only the
   * listings home filters are read by the capability filter, and only when it is given a vocabulary.
   */
  terms?: readonly string[];
};

/**
 * The capability filter's rule over a vocabulary (capability-filter.ts builds it): for a state's chosen terms, the
 * test of a tool's term ids, or null when nothing it knows is chosen. An interface here, so the list's filtering
 * (first-screen code) does not bring the rule's module, which comes with the vocabulary.
 */
export interface CapabilityRule {
  predicate(selection: Pick<FilterState, 'capabilities' | 'capabilityAll'>): ((tool: FilterableSimulator) => boolean) | null;
}

/** A simulator with the lowercased text the filters compare, computed once rather than on every keystroke. */
export interface IndexedSimulator<T extends FilterableSimulator = FilterableSimulator> {
  simulator: T;
  /** name, fullName and shortDescription, lowercased: the fields the search box reads. */
  searchFields: readonly string[];
  programmingLanguages: readonly string[];
  organizations: readonly string[];
}

/** The filters' view of a list; build it once per list (e.g. per cache read) and filter it many times. */
export type SimulatorIndex<T extends FilterableSimulator = FilterableSimulator> = readonly IndexedSimulator<T>[];

const lower = (text: string | null | undefined): string => (text ?? '').toLowerCase();

export const indexSimulator = <T extends FilterableSimulator>(simulator: T): IndexedSimulator<T> => ({
  simulator,
  searchFields: [simulator.name, simulator.fullName, simulator.shortDescription].map(lower),
  programmingLanguages: simulator.programmingLanguages.map((entry) => lower(entry).trim()),
  organizations: simulator.relevantOrganizations.map((ref) => lower(organizationName(ref))),
});

export const indexSimulators = <T extends FilterableSimulator>(sims: readonly T[]): SimulatorIndex<T> => sims.map(indexSimulator);

/** The index of `sims`, built the first time it is asked for, then kept. */
export const lazySimulatorIndex = <T extends FilterableSimulator>(sims: readonly T[]): (() => SimulatorIndex<T>) => {
  let built: SimulatorIndex<T> | undefined;
  return () => (built ??= indexSimulators(sims));
};

/** The search box's text as the filter compares it: trimmed, lowercased; '' matches everything. */
export const searchNeedle = (search: string): string => search.trim().toLowerCase();

/** Values within a group combine with OR; an empty group does not filter. */
const anyOf = (selected: readonly string[], test: (value: string) => boolean): boolean => selected.length === 0 || selected.some(test);

/** Whether the search box's text (searchNeedle's) is in one of the fields it reads. */
export const searchFieldsInclude = (entry: IndexedSimulator, needle: string): boolean =>
  entry.searchFields.some((field) => field.includes(needle));

/** Every group but the search (AND across groups, OR within one), per product rules §5; capabilities aside. */
export const matchesGroups = (entry: IndexedSimulator, state: FilterState, today: string): boolean => {
  const sim = entry.simulator;
  if (state.developmentStatus !== ALL_STATUSES && sim.developmentStatus !== state.developmentStatus) return false;
  if (state.recentRelease && !releasedRecently(sim.lastReleaseDate, today)) return false;
  return (
    anyOf(state.applicationAreas, (area) => sim.applicationAreas.includes(area)) &&
    anyOf(state.programmingLanguages, (lang) => entry.programmingLanguages.some((name) => name.startsWith(lower(lang)))) &&
    anyOf(state.licenseType, (licence) => sim.licenseType === licence) &&
    anyOf(state.organizations, (org) => entry.organizations.some((name) => name.includes(lower(org)))) &&
    anyOf(state.keyFeatures, (feature) => sim.keyFeatures.includes(feature))
  );
};

/** Search, then every group. */
const matchesIndexed = (entry: IndexedSimulator, needle: string, state: FilterState, today: string): boolean =>
  (needle === '' || searchFieldsInclude(entry, needle)) && matchesGroups(entry, state, today);

/** `today` (YYYY-MM-DD) is what "released in the last 2 years" counts back from. */
export const matchesFilters = (sim: FilterableSimulator, search: string, state: FilterState, today = isoToday()): boolean =>
  matchesIndexed(indexSimulator(sim), searchNeedle(search), state, today);

/**
 * Newest release first; tools without a release date last; ties keep the list's order (sort is stable).
 * ISO dates order as plain strings: no locale rules (and none of their cost per comparison).
 */
const byLatestRelease = (a: FilterableSimulator, b: FilterableSimulator): number => {
  const [newer, older] = [b.lastReleaseDate ?? '', a.lastReleaseDate ?? ''];
  return newer < older ? -1 : newer > older ? 1 : 0;
};

/** The list in the chosen order: 'default' keeps the order it came in. */
export const sortSimulators = <T extends FilterableSimulator>(sims: readonly T[], sort: HomeSort): T[] =>
  sort === 'latest-release' ? sims.toSorted(byLatestRelease) : [...sims];

/**
 * The simulators of `index` that pass the search and filters, in the state's order. The chosen capability terms
 * filter only with `capabilities`, the vocabulary that says each term's facet and wider terms (capability-filter.ts).
 */
export const filterIndexed = <T extends FilterableSimulator>(
  index: SimulatorIndex<T>,
  search: string,
  state: FilterState,
  today = isoToday(),
  capabilities?: CapabilityRule,
): T[] => {
  const needle = searchNeedle(search);
  const hasTerms = capabilities?.predicate(state);
  const matching: T[] = [];
  for (const entry of index) {
    if (matchesIndexed(entry, needle, state, today) && (!hasTerms || hasTerms(entry.simulator))) matching.push(entry.simulator);
  }
  return state.sort === 'default' ? matching : sortSimulators(matching, state.sort);
};

/**
 * What home lists: the whole list in the state's order while no search or filter narrows it, else the matches of
 * `index()`, which is only asked for then. A warm start with thousands of cached tools draws its first cards
 * without lowercasing every one of them first.
 */
export const filterListed = <T extends FilterableSimulator>(
  all: readonly T[],
  index: () => SimulatorIndex<T>,
  search: string,
  state: FilterState,
  today = isoToday(),
  capabilities?: CapabilityRule,
): T[] =>
  searchNeedle(search) === '' && !hasActiveFilters(state)
    ? sortSimulators(all, state.sort)
    : filterIndexed(index(), search, state, today, capabilities);

export const filterSimulators = <T extends FilterableSimulator>(
  sims: readonly T[],
  search: string,
  state: FilterState,
  today = isoToday(),
): T[] => filterIndexed(indexSimulators(sims), search, state, today);

/** The count line under the filters (product rules §8), '(s)' literally. */
export const resultCountText = (count: number): string =>
  count === 0 ? 'No simulators match your criteria' : `Showing ${count} simulator(s)`;

export const NO_SIMULATORS_MATCH_TEXT = 'No simulators match your search criteria.';
