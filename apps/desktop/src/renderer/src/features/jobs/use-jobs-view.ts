import type { JobsQuery, JobTab } from '@rsd/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUrlTextState } from '../../ui/use-url-text-state';
import { jobsViewFromSearchParams, jobsViewToSearchParams, type JobsView } from './job-url-state';

export interface JobsViewState extends JobsView {
  /** The search box's text, which runs a moment ahead of the URL while typing. */
  search: string;
  setSearch(search: string): void;
  setQuery(query: JobsQuery): void;
  setTab(tab: JobTab): void;
  /** Clear All: the search and the three filters; the sort and the tab stay. */
  clearFilters(): void;
}

/** The query with the search box's text as its title (none when blank). */
function withTitle(query: JobsQuery, title: string): JobsQuery {
  const { title: _old, ...rest } = query;
  return title.trim() === '' ? rest : { ...rest, title };
}

/** The jobs screen's filters, sort and tab live in the URL query, so a view can be shared and reloaded. */
export function useJobsView(): JobsViewState {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => jobsViewFromSearchParams(params), [params]);
  const [search, setSearchText] = useUrlTextState(view.query.title ?? '');

  const write = (next: JobsView, replace: boolean) => setParams(jobsViewToSearchParams(next), { replace, preventScrollReset: true });

  return {
    ...view,
    search,
    setSearch: (next) => {
      setSearchText(next);
      // replace: each keystroke should not become a step of the back button.
      write({ ...view, query: withTitle(view.query, next) }, true);
    },
    setQuery: (query) => write({ ...view, query: withTitle(query, search) }, false),
    setTab: (tab) => write({ ...view, query: withTitle(view.query, search), tab }, false),
    clearFilters: () => {
      setSearchText('');
      write({ ...view, query: view.query.sort ? { sort: view.query.sort } : {} }, false);
    },
  };
}
