import {
  asHostSearchParams,
  newSearchParams,
  readSearchParams,
  type HostURLSearchParams,
  type SearchParamsInput,
} from '../shared/search-params';
import { ALL_STATUSES, FILTER_GROUPS, HOME_SORTS, toFilterState, type FilterGroup, type FilterState, type HomeSort } from './filter-state';

/**
 * Query keys of the home list, short so shared links stay readable. Multi-select values repeat
 * their key (?area=A&area=B): values may themselves contain commas.
 */
export const FILTER_URL_KEYS = {
  search: 'q',
  developmentStatus: 'status',
  applicationAreas: 'area',
  programmingLanguages: 'lang',
  licenseType: 'license',
  organizations: 'org',
  keyFeatures: 'feature',
  recentRelease: 'released',
  sort: 'sort',
} as const satisfies Record<FilterGroup | 'search' | 'developmentStatus' | 'recentRelease' | 'sort', string>;

/**
 * Home's capability filter: `cap` repeated, one chosen term id each, and `capAll` repeated, one facet id each
 * whose chosen terms must all match (a facet not named matches any of its terms, the default). Not the list API's
 * `capability` key, which means "all of" across every term: a home link's `cap` keeps home's per-facet modes.
 */
const LIST_URL_KEYS = { ...FILTER_URL_KEYS, capabilities: 'cap', capabilityAll: 'capAll' } as const;
const URL_LISTS = [...FILTER_GROUPS, 'capabilities', 'capabilityAll'] as const;

/** ?released=2y: the one recent-release window there is, named so a link says what it means. */
const RECENT_RELEASE_URL_VALUE = '2y';

/** ?sort=release; the default order writes nothing. */
const SORT_URL_VALUES: Record<HomeSort, string> = { default: '', 'latest-release': 'release' };
const sortFromUrl = (value: string | null): HomeSort =>
  HOME_SORTS.find((sort) => value !== null && value !== '' && SORT_URL_VALUES[sort] === value) ?? 'default';

/** Only what differs from the defaults is written, so the plain home URL has no query. */
export const filterStateToSearchParams = (search: string, state: FilterState): HostURLSearchParams => {
  const params = newSearchParams();
  if (search.trim() !== '') params.append(FILTER_URL_KEYS.search, search);
  if (state.developmentStatus !== ALL_STATUSES) params.append(FILTER_URL_KEYS.developmentStatus, state.developmentStatus);
  for (const list of URL_LISTS) {
    for (const value of state[list]) params.append(LIST_URL_KEYS[list], value);
  }
  if (state.recentRelease) params.append(FILTER_URL_KEYS.recentRelease, RECENT_RELEASE_URL_VALUE);
  if (state.sort !== 'default') params.append(FILTER_URL_KEYS.sort, SORT_URL_VALUES[state.sort]);
  return asHostSearchParams(params);
};

/** Unknown keys, blank values and duplicates are ignored; a missing key means the default. */
export const filterStateFromSearchParams = (input: SearchParamsInput): { search: string; state: FilterState } => {
  const params = readSearchParams(input);
  const state = toFilterState({
    developmentStatus: params.get(FILTER_URL_KEYS.developmentStatus) ?? ALL_STATUSES,
    ...Object.fromEntries(URL_LISTS.map((list) => [list, params.getAll(LIST_URL_KEYS[list])])),
    recentRelease: params.get(FILTER_URL_KEYS.recentRelease) === RECENT_RELEASE_URL_VALUE,
    sort: sortFromUrl(params.get(FILTER_URL_KEYS.sort)),
  });
  const search = params.get(FILTER_URL_KEYS.search) ?? '';
  return { search: search.trim() === '' ? '' : search, state };
};
