import { z } from 'zod';
import { ExperienceLevel, JobType, LocationType } from '../schemas/job';

export const JOB_SORTS = ['recent', 'salary_desc', 'salary_asc'] as const;
export const JobSort = z.enum(JOB_SORTS);
export type JobSort = z.infer<typeof JobSort>;

/** 'all' and empty mean "no filter" (product rules §7), so both read as undefined. */
const optionalFilter = <T extends z.ZodType>(inner: T) => z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), inner.optional());

export const JobsQuery = z.object({
  title: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(200).optional()),
  locationType: optionalFilter(LocationType),
  jobType: optionalFilter(JobType),
  experienceLevel: optionalFilter(ExperienceLevel),
  sort: optionalFilter(JobSort),
});
export type JobsQuery = z.infer<typeof JobsQuery>;

/** The values present in the stored jobs, in the enums' order. */
export const JobFilterOptions = z.object({
  locationTypes: z.array(LocationType),
  jobTypes: z.array(JobType),
  experienceLevels: z.array(ExperienceLevel),
});
export type JobFilterOptions = z.infer<typeof JobFilterOptions>;
