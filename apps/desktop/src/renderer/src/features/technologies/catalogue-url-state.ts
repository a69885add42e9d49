import { READINESS_LEVELS, type ReadinessLevel } from '@rsd/core';

export const ALL_TECHNOLOGIES = 'all';

export const TECHNOLOGY_VIEWS = ['grid', 'list'] as const;
export type TechnologyView = (typeof TECHNOLOGY_VIEWS)[number];

/** What the technology catalogue shows: search text, one category, one readiness level and the layout. */
export interface CatalogueState {
  search: string;
  /** A category key, or 'all'. */
  category: string;
  /** A readiness level, or 'all'. */
  readiness: ReadinessLevel | typeof ALL_TECHNOLOGIES;
  view: TechnologyView;
}

export const DEFAULT_CATALOGUE_STATE: CatalogueState = Object.freeze({
  search: '',
  category: ALL_TECHNOLOGIES,
  readiness: ALL_TECHNOLOGIES,
  view: 'grid',
});

/** Query keys of the catalogue, short so shared links stay readable. */
export const CATALOGUE_URL_KEYS = {
  search: 'q',
  category: 'category',
  readiness: 'readiness',
  view: 'view',
} as const satisfies Record<keyof CatalogueState, string>;

const readReadiness = (text: string | null): CatalogueState['readiness'] => {
  const level = (text ?? '').trim().toLowerCase();
  return READINESS_LEVELS.find((known) => known === level) ?? ALL_TECHNOLOGIES;
};

/** Unknown keys and values fall back to the defaults, so a hand-edited link still opens the catalogue. */
export const catalogueStateFromSearchParams = (input: URLSearchParams | string): CatalogueState => {
  const params = new URLSearchParams(input);
  const search = params.get(CATALOGUE_URL_KEYS.search) ?? '';
  const category = (params.get(CATALOGUE_URL_KEYS.category) ?? '').trim();
  const view = params.get(CATALOGUE_URL_KEYS.view);
  return {
    search: search.trim() === '' ? '' : search,
    category: category === '' ? ALL_TECHNOLOGIES : category,
    readiness: readReadiness(params.get(CATALOGUE_URL_KEYS.readiness)),
    view: TECHNOLOGY_VIEWS.find((known) => known === view) ?? DEFAULT_CATALOGUE_STATE.view,
  };
};

/** Only what differs from the defaults is written, so the plain catalogue URL has no query. */
export const catalogueStateToSearchParams = (state: CatalogueState): URLSearchParams => {
  const params = new URLSearchParams();
  if (state.search.trim() !== '') params.append(CATALOGUE_URL_KEYS.search, state.search);
  if (state.category.trim() !== '' && state.category !== ALL_TECHNOLOGIES) params.append(CATALOGUE_URL_KEYS.category, state.category);
  if (state.readiness !== ALL_TECHNOLOGIES) params.append(CATALOGUE_URL_KEYS.readiness, state.readiness);
  if (state.view !== DEFAULT_CATALOGUE_STATE.view) params.append(CATALOGUE_URL_KEYS.view, state.view);
  return params;
};

/** Whether Clear Filters has anything to clear (the view is a layout, not a filter). */
export const hasCatalogueFilters = (state: CatalogueState): boolean =>
  state.search.trim() !== '' || state.category !== ALL_TECHNOLOGIES || state.readiness !== ALL_TECHNOLOGIES;

/** Clear Filters: search, category and readiness back to their defaults; the chosen view stays. */
export const clearCatalogueFilters = (state: CatalogueState): CatalogueState => ({
  ...DEFAULT_CATALOGUE_STATE,
  view: state.view,
});
