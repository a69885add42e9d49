import {
  createListFilter,
  deriveFilterOptions,
  hasActiveFilters,
  resultCountText,
  type CapabilityFacetIndex,
  type SimulatorListing,
} from '@rsd/core';
import { lazy, startTransition, Suspense, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { runWhenIdle } from '../../lib/run-when-idle';
import { LinkButton } from '../../ui/link-button';
import { useSimulatorListings } from '../simulator/queries';
import { ActiveFilters } from './active-filters';
import { ExportMenu } from './export-menu';
import { createShownList } from './shown-list';
import { SimulatorResults } from './simulator-results';
import { ToolsToolbar } from './tools-toolbar';
import { useHomeFilters } from './use-home-filters';
import './open-data.css';

const NO_SIMULATORS: never[] = [];

/**
 * `value`, a render after the one that committed it: a transition started once that render is committed. A deferred
 * value is not enough when the list grows (a first visit's first chunk, then every listing): React's deferred render
 * takes the new list and every value deferred from it at once.
 */
function useValueAfterCommit<T>(value: T, initial: T): T {
  const [followed, setFollowed] = useState(initial);
  useEffect(() => startTransition(() => setFollowed(value)), [value]);
  return followed;
}

// The filter panel with the capability facets (issue 27) and their vocabulary: a lazy chunk, asked for once the panel
// opens or the URL chose terms.
const FilterPanel = lazy(() => import('./filter-panel').then((module) => ({ default: module.FilterPanel })));

export function SimulationTools() {
  const query = useSimulatorListings();
  const { search, filters, setSearch, setFilters, reset } = useHomeFilters();
  const [panelOpen, setPanelOpen] = useState(false);
  const togglePanel = useCallback(() => setPanelOpen((open) => !open), []);
  const [capabilities, setCapabilities] = useState<CapabilityFacetIndex>();

  // The cards that come with the list (the first sync's, on a first visit) draw in a render React may cut into
  // short slices, not in the one that learns the list has come.
  const listed = useDeferredValue(query.data);
  const all = listed ?? NO_SIMULATORS;
  // The options (100,000 values to sort at 30,000 tools: 1.3 s or more of one render, bench/README.md, first-visit.ts)
  // follow the cards and the count in a render of their own.
  const optionSource = useValueAfterCommit<readonly SimulatorListing[]>(all, NO_SIMULATORS);
  const options = useMemo(() => deriveFilterOptions(optionSource), [optionSource]);
  // The list's filter keeps its index and what each search found: typing narrows what the key before found.
  const listFilter = useMemo(() => createListFilter(all), [all]);
  // Its index is built while the page is idle, so the first key does not build it.
  useEffect(() => runWhenIdle(listFilter.prepare()), [listFilter]);
  // The grid follows each key in the key's own render: a deferred render drew it a frame later (issue 27's one frame).
  const matching = useMemo(() => listFilter.filter(search, filters, undefined, capabilities), [listFilter, search, filters, capabilities]);
  // The export menu reads the list from its own store, told of each answer before the key's frame is painted.
  const [shown] = useState(() => createShownList(matching));
  useLayoutEffect(() => shown.setState({ list: matching }), [shown, matching]);
  const canReset = search !== '' || hasActiveFilters(filters);
  // The matrix reads the same filter keys from its URL: the link carries home's query as it is (a literal path, as in
  // the route table: importing anything of the matrix would bring it into this first chunk).
  const { search: homeQuery } = useLocation();
  // Chosen terms filter once the vocabulary says their facets: until then the list is not shown unfiltered.
  const listShown = listed !== undefined && (capabilities !== undefined || filters.capabilities.length === 0);
  const wantsPanel = panelOpen || filters.capabilities.length > 0 || capabilities !== undefined;

  return (
    <section id="tools" className="simulation-tools" aria-labelledby="tools-title">
      <h2 id="tools-title">Simulation Tools</h2>
      <ToolsToolbar
        search={search}
        filters={filters}
        statuses={options.developmentStatuses}
        panelOpen={panelOpen}
        onSearch={setSearch}
        onFilters={setFilters}
        onTogglePanel={togglePanel}
        onReset={canReset ? reset : undefined}
      >
        {listShown ? <ExportMenu shown={shown} /> : null}
        {listShown ? (
          <LinkButton to={`/matrix${homeQuery}`} variant="minimal">
            See as a matrix
          </LinkButton>
        ) : null}
      </ToolsToolbar>
      {wantsPanel ? (
        <Suspense fallback={null}>
          <FilterPanel
            id="filter-panel"
            open={panelOpen}
            options={options}
            filters={filters}
            onChange={setFilters}
            onIndex={setCapabilities}
            index={listFilter.index}
            search={search}
          />
        </Suspense>
      ) : null}
      <ActiveFilters filters={filters} onChange={setFilters} labelOf={capabilities?.labelOf} />
      {listShown ? <output className="tools-count">{resultCountText(matching.length)}</output> : null}
      <SimulatorResults
        state={query.isError ? { status: 'error' } : listShown ? { status: 'success', simulators: matching } : { status: 'pending' }}
        onReset={reset}
      />
    </section>
  );
}
