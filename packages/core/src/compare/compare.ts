import { parseId } from '../shared/id-text';

export const COMPARE_LIMIT = 2;

/**
 * ?ids=a,b to the ids to compare: each part read by the one id rule (parseId), parts that are not ids
 * dropped, then duplicates and anything past the second dropped, order kept.
 */
export const parseCompareIds = (param: string | null | undefined): number[] => {
  if (!param) return [];
  const ids = param.split(',').flatMap((part) => {
    const id = parseId(part);
    return id === null ? [] : [id];
  });
  return [...new Set(ids)].slice(0, COMPARE_LIMIT);
};

/** Clicking a card toggles it; a third pick while two are selected is ignored. */
export const toggleCompareSelection = (selected: readonly number[], id: number): number[] => {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  return selected.length >= COMPARE_LIMIT ? [...selected] : [...selected, id];
};

/** 'Compare Selected' is enabled only at exactly two. */
export const canCompare = (selected: readonly number[]): boolean => selected.length === COMPARE_LIMIT;

export const compareSelectionText = (selected: readonly number[]): string => `Selected: ${selected.length}/${COMPARE_LIMIT}`;

export const compareHref = (ids: readonly number[]): string => (ids.length === 0 ? '/compare' : `/compare?ids=${ids.join(',')}`);
