import {
  asHostSearchParams,
  newSearchParams,
  readSearchParams,
  type HostURLSearchParams,
  type SearchParamsInput,
} from '../shared/search-params';
import { ALL_STATUSES, FILTER_GROUPS, FilterState, type FilterGroup } from './filter-state';

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
} as const satisfies Record<FilterGroup | 'search' | 'developmentStatus', string>;

/** Only what differs from the defaults is written, so the plain home URL has no query. */
export const filterStateToSearchParams = (search: string, state: FilterState): HostURLSearchParams => {
  const params = newSearchParams();
  if (search.trim() !== '') params.append(FILTER_URL_KEYS.search, search);
  if (state.developmentStatus !== ALL_STATUSES) params.append(FILTER_URL_KEYS.developmentStatus, state.developmentStatus);
  for (const group of FILTER_GROUPS) {
    for (const value of state[group]) params.append(FILTER_URL_KEYS[group], value);
  }
  return asHostSearchParams(params);
};

/** Unknown keys, blank values and duplicates are ignored; a missing key means the default. */
export const filterStateFromSearchParams = (input: SearchParamsInput): { search: string; state: FilterState } => {
  const params = readSearchParams(input);
  const state = FilterState.parse({
    developmentStatus: params.get(FILTER_URL_KEYS.developmentStatus) ?? ALL_STATUSES,
    ...Object.fromEntries(FILTER_GROUPS.map((group) => [group, params.getAll(FILTER_URL_KEYS[group])])),
  });
  const search = params.get(FILTER_URL_KEYS.search) ?? '';
  return { search: search.trim() === '' ? '' : search, state };
};
