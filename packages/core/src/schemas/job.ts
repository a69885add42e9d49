import { z } from 'zod';
import { LINK_MESSAGE, optionalWebLink } from '../links/web-link';
import { Timestamp } from './common';

/** Spec 3: a job without a currency is paid in US dollars. */
export const DEFAULT_SALARY_CURRENCY = 'USD';

export const LOCATION_TYPES = ['remote', 'onsite', 'hybrid'] as const;
export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'lead'] as const;

export const LocationType = z.enum(LOCATION_TYPES);
export const JobType = z.enum(JOB_TYPES);
export const ExperienceLevel = z.enum(EXPERIENCE_LEVELS);
export type LocationType = z.infer<typeof LocationType>;
export type JobType = z.infer<typeof JobType>;
export type ExperienceLevel = z.infer<typeof ExperienceLevel>;

export const Job = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  locationType: LocationType,
  jobType: JobType,
  experienceLevel: ExperienceLevel,
  salaryMin: z.number().int().nonnegative().nullable(),
  salaryMax: z.number().int().nonnegative().nullable(),
  salaryCurrency: z.string().length(3).default(DEFAULT_SALARY_CURRENCY),
  tags: z.array(z.string()),
  postedAt: Timestamp,
  isFeatured: z.boolean(),
  description: z.string(),
  requirements: z.string(),
  responsibilities: z.string(),
  expiresAt: Timestamp.nullable(),
  applicationUrl: z.string().nullable(),
  applicationEmail: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  source: z.string().nullable(),
  sourceUrl: z.string().nullable(),
});
export type Job = z.infer<typeof Job>;

/** What a writer supplies: links http(s) only. */
export const JobInput = Job.omit({ id: true }).extend({
  applicationUrl: optionalWebLink(LINK_MESSAGE),
  sourceUrl: optionalWebLink(LINK_MESSAGE),
});
export type JobInput = z.infer<typeof JobInput>;
