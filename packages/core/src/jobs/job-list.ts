import type { JobFilterOptions, JobSort, JobsQuery } from '../api/jobs-query';
import { EXPERIENCE_LEVELS, JOB_TYPES, LOCATION_TYPES, type Job } from '../schemas/job';
import { EXPERIENCE_LEVEL_LABELS, JOB_TYPE_LABELS, LOCATION_TYPE_LABELS } from './job-labels';

export const JOB_TAG_LIMIT = 5;

type FilterableJob = Pick<Job, 'title' | 'locationType' | 'jobType' | 'experienceLevel'>;
type SortableJob = Pick<Job, 'id' | 'postedAt' | 'salaryMin' | 'salaryMax'>;

/** GET /api/jobs filtering: title by case-insensitive substring, the enums exactly; absent means any. */
export const filterJobs = <T extends FilterableJob>(jobs: readonly T[], query: JobsQuery): T[] => {
  const title = query.title?.trim().toLowerCase() ?? '';
  return jobs.filter(
    (job) =>
      (title === '' || job.title.toLowerCase().includes(title)) &&
      (query.locationType === undefined || job.locationType === query.locationType) &&
      (query.jobType === undefined || job.jobType === query.jobType) &&
      (query.experienceLevel === undefined || job.experienceLevel === query.experienceLevel),
  );
};

const time = (iso: string): number => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
};

/** Undisclosed salaries sort last in both directions. */
const bySalary = (a: number | null, b: number | null, direction: 1 | -1): number => {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (a - b) * direction;
};

const byRecency = (a: SortableJob, b: SortableJob): number => time(b.postedAt) - time(a.postedAt);

/**
 * Highest Salary ranks a job by its top figure (its minimum when no maximum is given), Lowest Salary
 * by its bottom figure; equal salaries show the most recent first.
 */
const comparators: Record<JobSort, (a: SortableJob, b: SortableJob) => number> = {
  recent: byRecency,
  salary_desc: (a, b) => bySalary(a.salaryMax ?? a.salaryMin, b.salaryMax ?? b.salaryMin, -1) || byRecency(a, b),
  salary_asc: (a, b) => bySalary(a.salaryMin ?? a.salaryMax, b.salaryMin ?? b.salaryMax, 1) || byRecency(a, b),
};

/**
 * A new sorted list (default Most Recent); equal keys fall back to ascending id, so the order is total.
 * GET /api/jobs sorts with this too, so the server and any client-side list agree.
 */
export const sortJobs = <T extends SortableJob>(jobs: readonly T[], sort: JobSort = 'recent'): T[] => {
  const compare = comparators[sort];
  return jobs.toSorted((a, b) => compare(a, b) || a.id - b.id);
};

/** Job cards show at most 5 tags, then '+n more' (use moreLabel). */
export const visibleTags = (tags: readonly string[]): { tags: string[]; more: number } => ({
  tags: tags.slice(0, JOB_TAG_LIMIT),
  more: Math.max(0, tags.length - JOB_TAG_LIMIT),
});

/** The tabs of the jobs screen: the network list, its featured jobs, and the jobs saved on this device. */
export const JOB_TABS = ['all', 'featured', 'saved'] as const;
export type JobTab = (typeof JOB_TABS)[number];

const TAB_WORDS: Record<JobTab, string | null> = { all: null, featured: 'Featured', saved: 'Saved' };

/**
 * The list heading follows the experience-level and job-type filters: 'Senior Jobs',
 * 'Contract Jobs', 'Senior Contract Jobs', else 'All Jobs' ('Featured Jobs' / 'Saved Jobs' on those tabs).
 */
export const jobListHeading = (query: Pick<JobsQuery, 'experienceLevel' | 'jobType'>, tab: JobTab = 'all'): string => {
  const words = [
    TAB_WORDS[tab],
    query.experienceLevel ? EXPERIENCE_LEVEL_LABELS[query.experienceLevel] : null,
    query.jobType ? JOB_TYPE_LABELS[query.jobType] : null,
  ].filter((w): w is string => w !== null);
  return words.length === 0 ? 'All Jobs' : `${words.join(' ')} Jobs`;
};

/** The count line, '(s)' literally (product rules §8). */
export const jobsFoundText = (count: number): string => `Found ${count} job(s)`;

export interface JobFilterChip {
  key: 'title' | 'locationType' | 'jobType' | 'experienceLevel';
  label: string;
}

/** The applied-filter chips, each removable by its query key. */
export const jobFilterChips = (query: JobsQuery): JobFilterChip[] => {
  const chips: JobFilterChip[] = [];
  const title = query.title?.trim() ?? '';
  if (title !== '') chips.push({ key: 'title', label: `"${title}"` });
  if (query.locationType) chips.push({ key: 'locationType', label: LOCATION_TYPE_LABELS[query.locationType] });
  if (query.jobType) chips.push({ key: 'jobType', label: JOB_TYPE_LABELS[query.jobType] });
  if (query.experienceLevel) chips.push({ key: 'experienceLevel', label: EXPERIENCE_LEVEL_LABELS[query.experienceLevel] });
  return chips;
};

const presentInOrder = <V extends string>(order: readonly V[], values: string[]): V[] => order.filter((v) => values.includes(v));

/** GET /api/jobs/filters/options: the values present, in the enums' order. */
export const deriveJobFilterOptions = (jobs: readonly Pick<Job, 'locationType' | 'jobType' | 'experienceLevel'>[]): JobFilterOptions => {
  return {
    locationTypes: presentInOrder(
      LOCATION_TYPES,
      jobs.map((j) => j.locationType),
    ),
    jobTypes: presentInOrder(
      JOB_TYPES,
      jobs.map((j) => j.jobType),
    ),
    experienceLevels: presentInOrder(
      EXPERIENCE_LEVELS,
      jobs.map((j) => j.experienceLevel),
    ),
  };
};
