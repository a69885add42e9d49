import { Button, Tag } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { jobFilterChips, type JobsQuery } from '@rsd/core';

/** One removable chip per applied filter, and Clear All; nothing while no filter is set. */
export function JobFilterChips({
  query,
  onRemove,
  onClearAll,
}: {
  query: JobsQuery;
  onRemove(key: keyof JobsQuery): void;
  onClearAll(): void;
}) {
  const chips = jobFilterChips(query);
  if (chips.length === 0) return null;
  return (
    <div className="active-filters">
      <span className="active-filters-label" id="job-chips-label">
        Applied filters:
      </span>
      <ul className="tag-list" aria-labelledby="job-chips-label">
        {chips.map(({ key, label }) => (
          <li key={key}>
            <Tag round intent="primary" className="active-filter">
              <span>{label}</span>
              <button type="button" className="active-filter-remove" aria-label={`Remove filter ${label}`} onClick={() => onRemove(key)}>
                ×
              </button>
            </Tag>
          </li>
        ))}
      </ul>
      <Button variant="minimal" size="small" icon={<CrossIcon />} text="Clear All" onClick={onClearAll} />
    </div>
  );
}
