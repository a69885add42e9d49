import { Tag } from '@blueprintjs/core';
import { activeFilterBadges, FILTER_GROUP_LABELS, removeFilterValue, type FilterState } from '@rsd/core';

/**
 * One removable badge per active filter; hidden while nothing is set. A capability term shows its label once
 * `labelOf` (the vocabulary, a lazy chunk) is there, its id until then or when the vocabulary lacks it.
 */
export function ActiveFilters({
  filters,
  onChange,
  labelOf,
}: {
  filters: FilterState;
  onChange(next: FilterState): void;
  labelOf?: ((id: string) => string | undefined) | undefined;
}) {
  const badges = activeFilterBadges(filters);
  if (badges.length === 0) return null;
  return (
    <div className="active-filters">
      <span className="active-filters-label" id="active-filters-label">
        Active filters:
      </span>
      <ul className="tag-list" aria-labelledby="active-filters-label">
        {badges.map(({ group, value }) => {
          const text = (group === 'capabilities' && labelOf?.(value)) || value;
          return (
            <li key={`${group}:${value}`}>
              <Tag round intent="primary" className="active-filter">
                <span>{text}</span>
                <button
                  type="button"
                  className="active-filter-remove"
                  aria-label={`Remove filter ${FILTER_GROUP_LABELS[group]}: ${text}`}
                  onClick={() => onChange(removeFilterValue(filters, group, value))}
                >
                  ×
                </button>
              </Tag>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
