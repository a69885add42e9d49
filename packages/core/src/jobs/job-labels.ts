import type { JobSort } from '../api/jobs-query';
import type { ExperienceLevel, JobType, LocationType } from '../schemas/job';

export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  remote: 'Remote',
  onsite: 'On-site',
  hybrid: 'Hybrid',
};

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};

export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  entry: 'Entry Level',
  mid: 'Mid Level',
  senior: 'Senior',
  lead: 'Lead',
};

export const JOB_SORT_LABELS: Record<JobSort, string> = {
  recent: 'Most Recent',
  salary_desc: 'Highest Salary',
  salary_asc: 'Lowest Salary',
};

/** A stored value outside the enum (older rows) is shown as written rather than hidden. */
const labelOf = <K extends string>(labels: Record<K, string>, value: string): string =>
  Object.hasOwn(labels, value) ? labels[value as K] : value;

export const locationTypeLabel = (value: string): string => labelOf(LOCATION_TYPE_LABELS, value);
export const jobTypeLabel = (value: string): string => labelOf(JOB_TYPE_LABELS, value);
export const experienceLevelLabel = (value: string): string => labelOf(EXPERIENCE_LEVEL_LABELS, value);
