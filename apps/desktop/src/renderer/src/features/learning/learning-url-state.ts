import { LearningTab } from '@rsd/core';

export const LEARNING_URL_KEYS = { search: 'q', tab: 'tab' } as const;

export interface LearningView {
  search: string;
  tab: LearningTab;
}

/** An unknown or missing tab is All Resources; a blank search is no search. */
export const learningViewFromSearchParams = (input: URLSearchParams | string): LearningView => {
  const params = new URLSearchParams(input);
  const tab = LearningTab.safeParse(params.get(LEARNING_URL_KEYS.tab));
  const search = params.get(LEARNING_URL_KEYS.search) ?? '';
  return { search: search.trim() === '' ? '' : search, tab: tab.success ? tab.data : 'all' };
};

/** Only what differs from the defaults is written, so the plain /learning-pool URL has no query. */
export const learningViewToSearchParams = ({ search, tab }: LearningView): URLSearchParams => {
  const params = new URLSearchParams();
  if (search.trim() !== '') params.append(LEARNING_URL_KEYS.search, search);
  if (tab !== 'all') params.append(LEARNING_URL_KEYS.tab, tab);
  return params;
};
