import { compareHref } from '@rsd/core';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { compareViewFromSearchParams, selectionToSearchParams, type CompareView } from './compare-url-state';

export interface CompareViewState {
  view: CompareView;
  /** Keeps the selection in the URL (replace: each click is not a history entry), so a reload keeps it. */
  setSelection(selected: readonly number[]): void;
  /** Compare Selected: a new history entry, so Back returns to the selection. */
  openComparison(ids: readonly number[]): void;
  /** Back to Selection, with the compared pair still ticked so one of them can be swapped. */
  backToSelection(ids: readonly number[]): void;
}

/** Which mode the compare screen is in and what it shows, all read from and written to the URL query. */
export function useCompareView(): CompareViewState {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const view = useMemo(() => compareViewFromSearchParams(params), [params]);
  return {
    view,
    setSelection: (selected) => setParams(selectionToSearchParams(selected), { replace: true, preventScrollReset: true }),
    openComparison: (ids) => void navigate(compareHref(ids)),
    backToSelection: (ids) => void navigate({ pathname: '/compare', search: selectionToSearchParams(ids).toString() }),
  };
}
