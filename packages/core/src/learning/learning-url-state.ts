import { asHostSearchParams, newSearchParams, readSearchParams, type HostURLSearchParams, type SearchParamsInput } from '../shared/search-params';
import { LearningTab } from './learning-resource';

export const LEARNING_URL_KEYS = { search: 'q', tab: 'tab' } as const;

export interface LearningView {
  search: string;
  tab: LearningTab;
}

/** An unknown or missing tab is All Resources; a blank search is no search. */
export const learningViewFromSearchParams = (input: SearchParamsInput): LearningView => {
  const params = readSearchParams(input);
  const tab = LearningTab.safeParse(params.get(LEARNING_URL_KEYS.tab));
  const search = params.get(LEARNING_URL_KEYS.search) ?? '';
  return { search: search.trim() === '' ? '' : search, tab: tab.success ? tab.data : 'all' };
};

/** Only what differs from the defaults is written, so the plain /learning-pool URL has no query. */
export const learningViewToSearchParams = ({ search, tab }: LearningView): HostURLSearchParams => {
  const params = newSearchParams();
  if (search.trim() !== '') params.append(LEARNING_URL_KEYS.search, search);
  if (tab !== 'all') params.append(LEARNING_URL_KEYS.tab, tab);
  return asHostSearchParams(params);
};
