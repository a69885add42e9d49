import { Checkbox } from '@blueprintjs/core';
import { memo } from 'react';
import {
  FILTER_GROUP_LABELS,
  toggleFilterValue,
  type CapabilityFacetIndex,
  type FilterGroup,
  type FilterOptions,
  type FilterState,
  type SimulatorIndex,
} from '@rsd/core';
import { CapabilityFacets } from './capability-filters';

interface GroupSpec {
  group: FilterGroup;
  options: string[];
  /** Spec 2: long lists scroll inside the panel. */
  scroll?: 'tall' | 'short';
}

function FilterGroupBox({ spec, filters, onChange }: { spec: GroupSpec; filters: FilterState; onChange(next: FilterState): void }) {
  const { group, options, scroll } = spec;
  return (
    <fieldset className="filter-group">
      <legend className="filter-group-title">{FILTER_GROUP_LABELS[group]}</legend>
      <div className={scroll ? `filter-group-options scroll-${scroll}` : 'filter-group-options'}>
        {options.map((option) => (
          <Checkbox
            key={option}
            label={option}
            checked={filters[group].includes(option)}
            onChange={() => onChange(toggleFilterValue(filters, group, option))}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The spec's groups. At directory scale they hold thousands of checkboxes: the memo keeps typing from re-rendering them. */
const SpecGroups = memo(function SpecGroups({
  options,
  filters,
  onChange,
}: {
  options: FilterOptions;
  filters: FilterState;
  onChange(next: FilterState): void;
}) {
  const groups: GroupSpec[] = [
    { group: 'applicationAreas', options: options.applicationAreas, scroll: 'tall' },
    { group: 'programmingLanguages', options: options.programmingLanguages, scroll: 'tall' },
    { group: 'licenseType', options: options.licenseTypes },
    // Organizations only when some simulator names one.
    ...(options.organizations.length > 0
      ? [{ group: 'organizations' as const, options: options.organizations, scroll: 'short' as const }]
      : []),
  ];
  return groups.map((spec) => <FilterGroupBox key={spec.group} spec={spec} filters={filters} onChange={onChange} />);
});

/**
 * The More Filters panel: the spec's groups, then the capability facets. A lazy chunk, loaded the first time the
 * panel opens or a link chose capability terms (which the list needs the vocabulary for): home's first screen, at
 * its JavaScript budget, carries neither the groups nor the vocabulary. Groups are drawn only while it is open.
 */
export function FilterPanel({
  id,
  open,
  options,
  filters,
  onChange,
  onIndex,
  index,
  search,
}: {
  id: string;
  open: boolean;
  options: FilterOptions;
  filters: FilterState;
  onChange(next: FilterState): void;
  onIndex(index: CapabilityFacetIndex): void;
  index: () => SimulatorIndex;
  search: string;
}) {
  return (
    <div id={id} className="filter-panel" hidden={!open}>
      {open ? <SpecGroups options={options} filters={filters} onChange={onChange} /> : null}
      <CapabilityFacets open={open} onIndex={onIndex} index={index} search={search} filters={filters} onChange={onChange} />
    </div>
  );
}
