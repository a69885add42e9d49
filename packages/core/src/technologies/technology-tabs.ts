import { readSearchParams, type SearchParamsInput } from '../shared/search-params';

/** The detail page's tabs in spec order; the id is what the URL's ?tab= carries. */
export const TECHNOLOGY_TABS = [
  { id: 'overview', title: 'Overview' },
  { id: 'benefits', title: 'Benefits & Limitations' },
  { id: 'specs', title: 'Technical Specs' },
  { id: 'deployment', title: 'Deployment' },
] as const;
export type TechnologyTabId = (typeof TECHNOLOGY_TABS)[number]['id'];

export const TECHNOLOGY_TAB_KEY = 'tab';

const DEFAULT_TAB: TechnologyTabId = 'overview';

/** The open tab from the URL; a missing or unknown tab opens Overview. */
export const technologyTabFromSearchParams = (input: SearchParamsInput): TechnologyTabId => {
  const tab = readSearchParams(input).get(TECHNOLOGY_TAB_KEY);
  return TECHNOLOGY_TABS.find((known) => known.id === tab)?.id ?? DEFAULT_TAB;
};

/** The query of a tab: none for Overview, so the plain detail URL opens it. */
export const technologyTabQuery = (tab: TechnologyTabId): string => (tab === DEFAULT_TAB ? '' : `?${TECHNOLOGY_TAB_KEY}=${tab}`);
