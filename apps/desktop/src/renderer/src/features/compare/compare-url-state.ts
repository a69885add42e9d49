import { parseCompareIds } from '@rsd/core';

/** ?ids=a,b opens the comparison (the spec's link); ?selected=a keeps a half-made selection across a reload. */
export const COMPARE_URL_KEYS = { ids: 'ids', selected: 'selected' } as const;

export type CompareView =
  | { mode: 'selection'; selected: number[] }
  /** ids holds the valid ids only; fewer than 2 is the 'Error loading comparison' state. */
  | { mode: 'comparison'; ids: number[] };

/**
 * Any ids parameter, even one whose every id is invalid, means comparison mode: a shared link with bad ids
 * says it cannot compare instead of silently showing the picker.
 */
export const compareViewFromSearchParams = (input: URLSearchParams | string): CompareView => {
  const params = new URLSearchParams(input);
  const ids = params.get(COMPARE_URL_KEYS.ids);
  if (ids !== null) return { mode: 'comparison', ids: parseCompareIds(ids) };
  return { mode: 'selection', selected: parseCompareIds(params.get(COMPARE_URL_KEYS.selected)) };
};

/** The selection mode's query: nothing for an empty selection, so the plain /compare URL stays plain. */
export const selectionToSearchParams = (selected: readonly number[]): URLSearchParams => {
  const params = new URLSearchParams();
  if (selected.length > 0) params.append(COMPARE_URL_KEYS.selected, selected.join(','));
  return params;
};
