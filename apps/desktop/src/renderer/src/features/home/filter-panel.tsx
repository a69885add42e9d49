import { Checkbox } from '@blueprintjs/core';
import { memo } from 'react';
import { FILTER_GROUP_LABELS, toggleFilterValue, type FilterGroup, type FilterOptions, type FilterState } from '@rsd/core';

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

/**
 * The More Filters panel. At directory scale its groups hold thousands of checkboxes: they are rendered only
 * while the panel is open, and the memo keeps typing in the search box from re-rendering them.
 */
export const FilterPanel = memo(function FilterPanel({
  id,
  hidden,
  options,
  filters,
  onChange,
}: {
  id: string;
  hidden: boolean;
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
  return (
    <div id={id} className="filter-panel" hidden={hidden}>
      {hidden ? null : groups.map((spec) => <FilterGroupBox key={spec.group} spec={spec} filters={filters} onChange={onChange} />)}
    </div>
  );
});
