import type { LearningTab } from '@rsd/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUrlTextState } from '../../ui/use-url-text-state';
import { learningViewFromSearchParams, learningViewToSearchParams } from './learning-url-state';

export interface LearningViewState {
  search: string;
  tab: LearningTab;
  setSearch(search: string): void;
  setTab(tab: LearningTab): void;
}

/** The learning pool's search and tab live in the URL query, so a view can be shared and Back restores it. */
export function useLearningView(): LearningViewState {
  const [params, setParams] = useSearchParams();
  const { search: urlSearch, tab } = useMemo(() => learningViewFromSearchParams(params), [params]);
  const [search, setSearchText] = useUrlTextState(urlSearch);
  return {
    search,
    tab,
    setSearch: (next) => {
      setSearchText(next);
      // replace: each keystroke is not a history entry.
      setParams(learningViewToSearchParams({ search: next, tab }), { replace: true, preventScrollReset: true });
    },
    // A tab is a place worth going back to: a history entry.
    setTab: (next) => setParams(learningViewToSearchParams({ search, tab: next }), { preventScrollReset: true }),
  };
}
