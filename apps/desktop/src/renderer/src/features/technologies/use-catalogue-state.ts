import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUrlTextState } from '../../ui/use-url-text-state';
import {
  catalogueStateFromSearchParams,
  catalogueStateToSearchParams,
  clearCatalogueFilters,
  type CatalogueState,
} from './catalogue-url-state';

export interface CatalogueControls {
  state: CatalogueState;
  update(patch: Partial<CatalogueState>): void;
  /** Clear Filters: search, category and readiness; the view stays. */
  clear(): void;
}

/** The catalogue's search, filters and view live in the URL query, so a filtered view can be shared. */
export function useCatalogueState(): CatalogueControls {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => catalogueStateFromSearchParams(params), [params]);
  const [search, setSearchText] = useUrlTextState(fromUrl.search);
  const state = { ...fromUrl, search };

  const write = (next: CatalogueState) => {
    if (next.search !== search) setSearchText(next.search);
    // Typing replaces the entry; a changed filter or view is a step Back can undo.
    const replace =
      next.search !== search && next.category === state.category && next.readiness === state.readiness && next.view === state.view;
    setParams(catalogueStateToSearchParams(next), { replace, preventScrollReset: true });
  };

  return {
    state,
    update: (patch) => write({ ...state, ...patch }),
    clear: () => write(clearCatalogueFilters(state)),
  };
}
