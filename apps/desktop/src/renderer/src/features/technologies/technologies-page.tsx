import { Button, Classes, SegmentedControl } from '@blueprintjs/core';
import { FilterIcon, GridViewIcon, ListIcon, ResetIcon } from '@blueprintjs/icons';
import { categoryLabel, deriveTechnologyCategories, filterTechnologies, READINESS_ORDER, readinessInfo, type Technology } from '@rsd/core';
import { useMemo, useState } from 'react';
import { usePageTitle } from '../../app/use-page-title';
import { isUnreachable } from '../../data/api-client';
import { ALL_TECHNOLOGIES, hasCatalogueFilters, TECHNOLOGY_VIEWS, type TechnologyView } from './catalogue-url-state';
import { useTechnologies } from './queries';
import { TechnologyResults, type TechnologyResultsState } from './technology-results';
import { useCatalogueState } from './use-catalogue-state';
import './technologies.css';
import { LabelledSelect } from '../../ui/labelled-select';
import { SearchField } from '../../ui/search-field';

const NO_TECHNOLOGIES: Technology[] = [];
const VIEW_LABELS: Record<TechnologyView, string> = { grid: 'Grid', list: 'List' };
const isView = (value: string): value is TechnologyView => TECHNOLOGY_VIEWS.some((view) => view === value);

/** The sidebar starts open beside the results; on a phone it would push them below the fold, so it starts closed. */
function filtersOpenAtFirst(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches;
}

export function TechnologiesPage() {
  usePageTitle('Technologies', 'A catalogue of subsurface technologies with their readiness levels, vendors and business impact.');
  const query = useTechnologies();
  const { state, update, clear } = useCatalogueState();
  const [filtersOpen, setFiltersOpen] = useState(filtersOpenAtFirst);

  const all = query.data ?? NO_TECHNOLOGIES;
  const categories = useMemo(() => deriveTechnologyCategories(all), [all]);
  const { search: searchText, category: categoryKey, readiness: readinessKey } = state;
  const matching = useMemo(
    () => filterTechnologies(all, { search: searchText, category: categoryKey, readiness: readinessKey }),
    [all, searchText, categoryKey, readinessKey],
  );
  const canClear = hasCatalogueFilters(state);

  const results: TechnologyResultsState = query.isPending
    ? { status: 'pending' }
    : query.isError
      ? { status: 'error', offline: isUnreachable(query.error) }
      : { status: 'success', technologies: matching };

  return (
    <div className="page technologies-page">
      <header className="technologies-header">
        <h1>Technology Catalogue</h1>
        <p className={Classes.TEXT_MUTED}>
          Reservoir and production technologies, from early research to mature field practice, with their readiness level and business
          impact.
        </p>
      </header>
      <div className="technologies-toolbar">
        <SearchField
          className="technologies-search"
          id="technologies-search"
          label="Search technologies"
          placeholder="Search by name, vendor or overview..."
          value={state.search}
          onValueChange={(search) => update({ search })}
        />
        <div className="technologies-toolbar-buttons">
          <Button
            icon={<FilterIcon />}
            text={filtersOpen ? 'Hide Filters' : 'Show Filters'}
            aria-expanded={filtersOpen}
            aria-controls="technology-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          />
          <SegmentedControl
            aria-label="View"
            className="technologies-view"
            options={TECHNOLOGY_VIEWS.map((view) => ({
              value: view,
              label: VIEW_LABELS[view],
              icon: view === 'grid' ? <GridViewIcon /> : <ListIcon />,
            }))}
            value={state.view}
            onValueChange={(view) => {
              if (isView(view)) update({ view });
            }}
          />
        </div>
      </div>
      <div className={`technologies-body${filtersOpen ? '' : ' technologies-body-full'}`}>
        <aside id="technology-filters" className="technologies-filters" hidden={!filtersOpen} aria-label="Filters">
          <h2 className="technologies-filters-title">Filters</h2>
          <LabelledSelect
            id="technology-category"
            label="Category"
            fill
            value={state.category}
            onValueChange={(category) => update({ category })}
          >
            <option value={ALL_TECHNOLOGIES}>All Categories</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
            {state.category !== ALL_TECHNOLOGIES && !categories.includes(state.category) ? (
              <option value={state.category}>{categoryLabel(state.category)}</option>
            ) : null}
          </LabelledSelect>
          <LabelledSelect
            id="technology-readiness"
            label="Readiness Level"
            fill
            value={state.readiness}
            onValueChange={(value) => update({ readiness: READINESS_ORDER.find((level) => level === value) ?? ALL_TECHNOLOGIES })}
          >
            <option value={ALL_TECHNOLOGIES}>All Levels</option>
            {READINESS_ORDER.map((level) => (
              <option key={level} value={level}>
                {readinessInfo(level).label}
              </option>
            ))}
          </LabelledSelect>
          <Button fill variant="outlined" icon={<ResetIcon />} text="Clear Filters" disabled={!canClear} onClick={clear} />
        </aside>
        <section className="technologies-results-area" aria-label="Results">
          {query.isSuccess ? (
            <output className="technologies-count">
              {matching.length === all.length
                ? `Showing ${all.length} technologies`
                : `Showing ${matching.length} of ${all.length} technologies`}
            </output>
          ) : null}
          <TechnologyResults state={results} view={state.view} canClear={canClear} onRetry={() => void query.refetch()} onClear={clear} />
        </section>
      </div>
    </div>
  );
}
