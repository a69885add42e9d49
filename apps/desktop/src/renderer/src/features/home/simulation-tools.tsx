import { Classes, HTMLSelect, Switch } from '@blueprintjs/core';
import { FilterIcon, ResetIcon } from '@blueprintjs/icons';
import {
  ALL_STATUSES,
  createListFilter,
  deriveFilterOptions,
  hasActiveFilters,
  RECENT_RELEASE_FILTER_TEXT,
  resultCountText,
  setDevelopmentStatus,
  type CapabilityFacetIndex,
} from '@rsd/core';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { runWhenIdle } from '../../lib/run-when-idle';
import { LinkButton } from '../../ui/link-button';
import { PlainButton } from '../../ui/plain-button';
import { useSimulatorListings } from '../simulator/queries';
import { ActiveFilters } from './active-filters';
import { ExportMenu } from './export-menu';
import { SimulatorResults } from './simulator-results';
import { useHomeFilters } from './use-home-filters';
import { SearchField } from '../../ui/search-field';
import './open-data.css';

const SORT_OPTIONS = [
  { value: 'default', label: 'Name' },
  { value: 'latest-release', label: 'Latest release' },
] as const;

const NO_SIMULATORS: never[] = [];

// The filter panel with the capability facets (issue 27) and their vocabulary: a lazy chunk, asked for once the panel
// opens or the URL chose terms.
const FilterPanel = lazy(() => import('./filter-panel').then((module) => ({ default: module.FilterPanel })));

export function SimulationTools() {
  const query = useSimulatorListings();
  const { search, filters, setSearch, setFilters, reset } = useHomeFilters();
  const [panelOpen, setPanelOpen] = useState(false);
  const [capabilities, setCapabilities] = useState<CapabilityFacetIndex>();

  // The cards that come with the list (the first sync's, on a first visit) draw in a render React may cut into
  // short slices, not in the one that learns the list has come.
  const listed = useDeferredValue(query.data);
  const all = listed ?? NO_SIMULATORS;
  // The options (thousands of distinct values to sort in a large directory) follow the first cards in a render of their own.
  const optionSource = useDeferredValue(all, NO_SIMULATORS);
  const options = useMemo(() => deriveFilterOptions(optionSource), [optionSource]);
  // The list's filter keeps its index and what each search found: typing narrows what the key before found.
  const listFilter = useMemo(() => createListFilter(all), [all]);
  // Its index is built while the page is idle, so the first key does not build it.
  useEffect(() => runWhenIdle(listFilter.prepare()), [listFilter]);
  // The grid follows each key in the key's own render: a deferred render drew it a frame later (issue 27's one frame).
  const matching = useMemo(() => listFilter.filter(search, filters, undefined, capabilities), [listFilter, search, filters, capabilities]);
  // The panel's counts (every term against the list) follow in a render React may interrupt for the next key.
  const panelSearch = useDeferredValue(search);
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
      <div className="tools-toolbar">
        <SearchField
          className="tools-search"
          id="tools-search"
          label="Search simulators"
          placeholder="Search by name or description..."
          value={search}
          onValueChange={setSearch}
        />
        <div className="tools-status">
          <label className={Classes.LABEL} htmlFor="tools-status">
            Development status
          </label>
          <HTMLSelect
            id="tools-status"
            value={filters.developmentStatus}
            onChange={(event) => setFilters(setDevelopmentStatus(filters, event.currentTarget.value))}
          >
            <option value={ALL_STATUSES}>All</option>
            {options.developmentStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </HTMLSelect>
        </div>
        <div className="tools-toolbar-buttons">
          <PlainButton
            icon={<FilterIcon />}
            text={panelOpen ? 'Hide Filters' : 'More Filters'}
            aria-expanded={panelOpen}
            aria-controls="filter-panel"
            onClick={() => setPanelOpen((open) => !open)}
          />
          {canReset ? <PlainButton variant="minimal" icon={<ResetIcon />} text="Reset Filters" onClick={reset} /> : null}
        </div>
      </div>
      <div className="tools-release-options">
        <Switch
          label={RECENT_RELEASE_FILTER_TEXT}
          checked={filters.recentRelease}
          onChange={(event) => setFilters({ ...filters, recentRelease: event.currentTarget.checked })}
        />
        <div className="tools-sort">
          <label className={Classes.LABEL} htmlFor="tools-sort">
            Sort by
          </label>
          <HTMLSelect
            id="tools-sort"
            value={filters.sort}
            onChange={(event) => {
              const sort = SORT_OPTIONS.find((option) => option.value === event.currentTarget.value)?.value ?? 'default';
              setFilters({ ...filters, sort });
            }}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </HTMLSelect>
        </div>
        {listShown ? <ExportMenu simulators={matching} /> : null}
        {listShown ? (
          <LinkButton to={`/matrix${homeQuery}`} variant="minimal">
            See as a matrix
          </LinkButton>
        ) : null}
      </div>
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
            search={panelSearch}
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
