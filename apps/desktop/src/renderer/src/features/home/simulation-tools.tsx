import {
  hasActiveFilters,
  resultCountText,
  tableFilterOptions,
  type CapabilityFacetIndex,
  type FilterOptions,
  type SimulatorListing,
} from '@rsd/core';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../ui/link-button';
import type { ItemsAt } from '../../ui/virtual-grid';
import { ActiveFilters } from './active-filters';
import { ExportMenu } from './export-menu';
import { useHomeList, type HomeList } from './home-list';
import { SimulatorResults } from './simulator-results';
import { ToolsToolbar } from './tools-toolbar';
import { useHomeFilters } from './use-home-filters';
import './open-data.css';

const NO_POSITIONS = new Int32Array(0);
const NO_OPTIONS: FilterOptions = {
  developmentStatuses: [],
  applicationAreas: [],
  programmingLanguages: [],
  licenseTypes: [],
  organizations: [],
  keyFeatures: [],
};

// The filter panel with the capability facets (issue 27) and their vocabulary: a lazy chunk, asked for once the panel
// opens or the URL chose terms.
const FilterPanel = lazy(() => import('./filter-panel').then((module) => ({ default: module.FilterPanel })));

export function SimulationTools() {
  const query = useHomeList();
  const { search, filters, setSearch, setFilters, reset } = useHomeFilters();
  const [panelOpen, setPanelOpen] = useState(false);
  const togglePanel = useCallback(() => setPanelOpen((open) => !open), []);
  const [capabilities, setCapabilities] = useState<CapabilityFacetIndex>();

  // The cards that come with the list (the first sync's, on a first visit) draw in a render React may cut into
  // short slices, not in the one that learns the list has come.
  const listed: HomeList | undefined = useDeferredValue(query.data);
  // The options (thousands of distinct values to sort in a large directory) follow the first cards in a render of their own.
  const optionSource = useDeferredValue(listed);
  const options = useMemo(() => (optionSource ? tableFilterOptions(optionSource.table) : NO_OPTIONS), [optionSource]);
  // The grid follows each key in the key's own render: a deferred render drew it a frame later (issue 27's one frame).
  // The answer is positions in the list's table; the grid makes listings for the cards it draws only.
  const positions = useMemo(
    () => (listed ? listed.filter(search, filters, undefined, capabilities) : NO_POSITIONS),
    [listed, search, filters, capabilities],
  );
  const matching = useMemo<ItemsAt<SimulatorListing>>(
    () => ({
      length: positions.length,
      at: (index) => (listed && index < positions.length ? listed.table.listing(positions[index]!) : undefined),
    }),
    [listed, positions],
  );
  const matchingIds = useCallback(
    () => (listed ? Array.from(positions, (position) => listed.table.ids[position]!) : []),
    [listed, positions],
  );
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
        {listShown ? <ExportMenu count={positions.length} ids={matchingIds} /> : null}
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
            termCounts={listed?.termCounts}
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
