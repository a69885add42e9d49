import { Switch } from '@blueprintjs/core';
import { FilterIcon, ResetIcon } from '@blueprintjs/icons';
import { ALL_STATUSES, RECENT_RELEASE_FILTER_TEXT, setDevelopmentStatus, type FilterState } from '@rsd/core';
import type { ReactNode } from 'react';
import { LabelledSelect } from '../../ui/labelled-select';
import { PlainButton } from '../../ui/plain-button';
import { SearchField } from '../../ui/search-field';

const SORT_OPTIONS = [
  { value: 'default', label: 'Name' },
  { value: 'latest-release', label: 'Latest release' },
] as const;

export interface ToolsToolbarProps {
  search: string;
  filters: FilterState;
  /** The development statuses the list names (after "All"). */
  statuses: readonly string[];
  panelOpen: boolean;
  onSearch(search: string): void;
  onFilters(filters: FilterState): void;
  onTogglePanel(): void;
  /** Reset Filters, shown while a search or filter is set. */
  onReset?: () => void;
  /** What follows the sort once the list is shown (the export, the matrix link). */
  children?: ReactNode;
}

/**
 * Home's search, status, filter buttons, recent-release switch and sort: one component, so the first screen a warm
 * start draws (FirstScreenTools) and SimulationTools, which replaces it, draw the same toolbar and nothing moves.
 */
export function ToolsToolbar({
  search,
  filters,
  statuses,
  panelOpen,
  onSearch,
  onFilters,
  onTogglePanel,
  onReset,
  children,
}: ToolsToolbarProps) {
  return (
    <>
      <div className="tools-toolbar">
        <SearchField
          className="tools-search"
          id="tools-search"
          label="Search simulators"
          placeholder="Search by name or description..."
          value={search}
          onValueChange={onSearch}
        />
        <div className="tools-status">
          <LabelledSelect
            id="tools-status"
            label="Development status"
            value={filters.developmentStatus}
            onValueChange={(value) => onFilters(setDevelopmentStatus(filters, value))}
          >
            <option value={ALL_STATUSES}>All</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </LabelledSelect>
        </div>
        <div className="tools-toolbar-buttons">
          <PlainButton
            icon={<FilterIcon />}
            text={panelOpen ? 'Hide Filters' : 'More Filters'}
            aria-expanded={panelOpen}
            aria-controls="filter-panel"
            onClick={onTogglePanel}
          />
          {onReset ? <PlainButton variant="minimal" icon={<ResetIcon />} text="Reset Filters" onClick={onReset} /> : null}
        </div>
      </div>
      <div className="tools-release-options">
        <Switch
          label={RECENT_RELEASE_FILTER_TEXT}
          checked={filters.recentRelease}
          onChange={(event) => onFilters({ ...filters, recentRelease: event.currentTarget.checked })}
        />
        <div className="tools-sort">
          <LabelledSelect
            id="tools-sort"
            label="Sort by"
            value={filters.sort}
            onValueChange={(value) => {
              const sort = SORT_OPTIONS.find((option) => option.value === value)?.value ?? 'default';
              onFilters({ ...filters, sort });
            }}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </LabelledSelect>
        </div>
        {children}
      </div>
    </>
  );
}
