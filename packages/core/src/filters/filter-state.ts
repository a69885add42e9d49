import { deepFreeze } from '../shared/freeze';

export const ALL_STATUSES = 'all';

/** Multi-select groups of the home filter panel (key features have options but no panel UI). */
export const FILTER_GROUPS = ['applicationAreas', 'programmingLanguages', 'licenseType', 'organizations', 'keyFeatures'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/** A badge's group: a multi-select group, the single-value status, the recent-release switch or a capability term. */
export type FilterBadgeGroup = FilterGroup | 'developmentStatus' | 'recentRelease' | 'capabilities';

/** The home list's orders: as the directory lists them, or newest release first. */
export const HOME_SORTS = ['default', 'latest-release'] as const;
export type HomeSort = (typeof HOME_SORTS)[number];

/** The recent-release filter's text, on its switch and its badge. */
export const RECENT_RELEASE_FILTER_TEXT = 'Released in the last 2 years';

export const FILTER_GROUP_LABELS: Record<FilterBadgeGroup, string> = {
  developmentStatus: 'Development Status',
  applicationAreas: 'Application Areas',
  programmingLanguages: 'Programming Languages',
  licenseType: 'License Type',
  organizations: 'Organizations',
  keyFeatures: 'Key Features',
  recentRelease: 'Release',
  capabilities: 'Capabilities',
};

export interface FilterState {
  /** 'all' or one development status. */
  developmentStatus: string;
  applicationAreas: string[];
  programmingLanguages: string[];
  licenseType: string[];
  organizations: string[];
  keyFeatures: string[];
  /** Capability term ids (issue 27), in the order chosen; capability-filter.ts holds the rule. */
  capabilities: string[];
  /** The capability facets whose chosen terms must all match; every other facet matches any of them. */
  capabilityAll: string[];
  /** Only tools released within RECENT_RELEASE_YEARS (core/freshness). */
  recentRelease: boolean;
  /** The list's order: part of the URL state, but not a filter (hasActiveFilters ignores it). */
  sort: HomeSort;
}

/** The lists a badge can name a value of: the multi-select groups, then the chosen capability terms. */
const BADGE_LISTS = [...FILTER_GROUPS, 'capabilities'] as const;

/** Distinct, non-blank values: a value is either selected or not. */
const selection = (values: readonly string[] | undefined): string[] => [
  ...new Set((values ?? []).map((value) => value.trim()).filter((value) => value !== '')),
];

/**
 * A filter state from what a URL or a caller gives: a missing part is its default, a blank status reads as 'all'.
 * Plain code, not a zod schema: home reads its URL with this before anything else loads, and even zod/mini put
 * about 10 KB of compressed script before the first screen.
 */
export const toFilterState = (input: Partial<FilterState> = {}): FilterState => {
  const status = (input.developmentStatus ?? '').trim();
  return {
    developmentStatus: status === '' ? ALL_STATUSES : status,
    ...(Object.fromEntries(FILTER_GROUPS.map((group) => [group, selection(input[group])])) as Record<FilterGroup, string[]>),
    capabilities: selection(input.capabilities),
    capabilityAll: selection(input.capabilityAll),
    recentRelease: input.recentRelease ?? false,
    sort: input.sort !== undefined && HOME_SORTS.includes(input.sort) ? input.sort : 'default',
  };
};

/** Read-only; use resetFilters() for a fresh copy. */
export const DEFAULT_FILTER_STATE: FilterState = deepFreeze(toFilterState());

export interface FilterBadge {
  group: FilterBadgeGroup;
  value: string;
}

/** Selecting a value toggles it. */
export const toggleFilterValue = (state: FilterState, group: FilterGroup, value: string): FilterState => {
  const current = state[group];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, [group]: next };
};

/** Removes one badge; removing the status badge resets the status to 'all'. */
export const removeFilterValue = (state: FilterState, group: FilterBadgeGroup, value: string): FilterState => {
  if (group === 'recentRelease') return { ...state, recentRelease: false };
  if (group === 'developmentStatus') {
    return state.developmentStatus === value ? { ...state, developmentStatus: ALL_STATUSES } : state;
  }
  return { ...state, [group]: state[group].filter((v) => v !== value) };
};

/** 'all', blank or null resets the status. */
export const setDevelopmentStatus = (state: FilterState, status: string | null | undefined): FilterState => {
  const trimmed = (status ?? '').trim();
  return { ...state, developmentStatus: trimmed === '' ? ALL_STATUSES : trimmed };
};

/** A capability facet's mode alone filters nothing: only chosen terms do. */
export const hasActiveFilters = (state: FilterState): boolean =>
  state.developmentStatus !== ALL_STATUSES || state.recentRelease || BADGE_LISTS.some((list) => state[list].length > 0);

/** The active-filter bar: status first, then each group's values in selection order, then the capability terms. */
export const activeFilterBadges = (state: FilterState): FilterBadge[] => [
  ...(state.developmentStatus !== ALL_STATUSES ? [{ group: 'developmentStatus' as const, value: state.developmentStatus }] : []),
  ...BADGE_LISTS.flatMap((group) => state[group].map((value) => ({ group, value }))),
  ...(state.recentRelease ? [{ group: 'recentRelease' as const, value: RECENT_RELEASE_FILTER_TEXT }] : []),
];

/** Reset Filters: every filter cleared and the default order back (the caller clears the search too). */
export const resetFilters = (): FilterState => toFilterState();
