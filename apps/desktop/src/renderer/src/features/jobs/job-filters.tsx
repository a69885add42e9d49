import {
  EXPERIENCE_LEVELS,
  experienceLevelLabel,
  JOB_SORT_LABELS,
  JOB_SORTS,
  JOB_TYPES,
  jobTypeLabel,
  LOCATION_TYPES,
  locationTypeLabel,
  type JobFilterOptions,
  type JobSort,
  type JobsQuery,
} from '@rsd/core';
import { LabelledSelect } from '../../ui/labelled-select';
import { SearchField } from '../../ui/search-field';

const ALL = 'all';

/** Until the server's options arrive (or when they cannot, offline), every known value is offered. */
const FALLBACK_OPTIONS: JobFilterOptions = {
  locationTypes: [...LOCATION_TYPES],
  jobTypes: [...JOB_TYPES],
  experienceLevels: [...EXPERIENCE_LEVELS],
};

type SelectField = 'locationType' | 'jobType' | 'experienceLevel';

/** The value picked from a URL is offered even when the options no longer list it, so the select shows it. */
const withCurrent = <T extends string>(values: readonly T[], current: T | undefined): T[] =>
  current === undefined || values.includes(current) ? [...values] : [...values, current];

function FilterSelect<T extends string>({
  id,
  label,
  value,
  values,
  labelOf,
  onChange,
}: {
  id: string;
  label: string;
  value: T | undefined;
  values: readonly T[];
  labelOf(value: T): string;
  onChange(value: string): void;
}) {
  return (
    <div className="jobs-filter">
      <LabelledSelect id={id} label={label} fill value={value ?? ALL} onValueChange={onChange}>
        <option value={ALL}>All</option>
        {withCurrent(values, value).map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </LabelledSelect>
    </div>
  );
}

/** Search by title, the three filters (each with All) and the sort. */
export function JobFilters({
  search,
  query,
  options,
  onSearch,
  onQuery,
}: {
  search: string;
  query: JobsQuery;
  options: JobFilterOptions | undefined;
  onSearch(search: string): void;
  onQuery(query: JobsQuery): void;
}) {
  const offered = options ?? FALLBACK_OPTIONS;
  const setField = (field: SelectField, value: string) => {
    const { [field]: _old, ...rest } = query;
    // JobsQuery reads 'all' as no filter, so the URL never carries it.
    onQuery(value === ALL ? rest : ({ ...rest, [field]: value } as JobsQuery));
  };
  return (
    <search className="jobs-filters" aria-label="Filter jobs">
      <SearchField
        className="jobs-filter jobs-search"
        id="jobs-search"
        label="Search by title"
        placeholder="Job title..."
        value={search}
        onValueChange={onSearch}
      />
      <FilterSelect
        id="jobs-location-type"
        label="Location type"
        value={query.locationType}
        values={offered.locationTypes}
        labelOf={locationTypeLabel}
        onChange={(value) => setField('locationType', value)}
      />
      <FilterSelect
        id="jobs-job-type"
        label="Job type"
        value={query.jobType}
        values={offered.jobTypes}
        labelOf={jobTypeLabel}
        onChange={(value) => setField('jobType', value)}
      />
      <FilterSelect
        id="jobs-experience-level"
        label="Experience level"
        value={query.experienceLevel}
        values={offered.experienceLevels}
        labelOf={experienceLevelLabel}
        onChange={(value) => setField('experienceLevel', value)}
      />
      <div className="jobs-filter">
        <LabelledSelect
          id="jobs-sort"
          label="Sort by"
          fill
          value={query.sort ?? 'recent'}
          onValueChange={(value) => {
            const sort = JOB_SORTS.find((s) => s === value);
            const { sort: _old, ...rest } = query;
            onQuery(sort === undefined || sort === 'recent' ? rest : { ...rest, sort });
          }}
        >
          {JOB_SORTS.map((sort: JobSort) => (
            <option key={sort} value={sort}>
              {JOB_SORT_LABELS[sort]}
            </option>
          ))}
        </LabelledSelect>
      </div>
    </search>
  );
}
