import { z } from 'zod';
import { choice, optionalText, text } from '../forms/fields';
import { storableString } from '../forms/storable-text';
import { LINK_MESSAGE, optionalWebLink } from '../links/web-link';
import { PG_INTEGER_MAX } from '../shared/pg-integer';
import { RowVersion, Timestamp } from './common';

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
  expiresAt: z.nullable(Timestamp),
  applicationUrl: z.string().nullable(),
  applicationEmail: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  source: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  /** Defaults: a job kept offline before jobs had versions still reads (an edit always refetches first). */
  updatedAt: z.nullable(Timestamp).default(null),
  version: RowVersion.default(0),
});
export type Job = z.infer<typeof Job>;

export const JOB_MESSAGES = {
  title: 'Title must be at least 2 characters.',
  company: 'Company must be at least 2 characters.',
  location: 'Location must be at least 2 characters.',
  locationType: 'Please select a location type.',
  jobType: 'Please select a job type.',
  experienceLevel: 'Please select an experience level.',
  salary: 'Salary must be a whole number from 0.',
  salaryRange: 'Maximum salary must not be below the minimum salary.',
  currency: 'Currency must be a 3-letter code, e.g. USD.',
  description: 'Description must be at least 10 characters.',
  email: 'Please enter a valid email address.',
  postedAt: 'Posted date is required.',
} as const;

const Salary = z
  .number({ error: JOB_MESSAGES.salary })
  .int(JOB_MESSAGES.salary)
  .min(0, JOB_MESSAGES.salary)
  .max(PG_INTEGER_MAX, JOB_MESSAGES.salary);
const optionalEmail = z
  .string({ error: JOB_MESSAGES.email })
  .trim()
  .nullish()
  .transform((v) => v || null)
  .pipe(z.email({ error: JOB_MESSAGES.email }).max(254, JOB_MESSAGES.email).nullable());

/**
 * What a writer supplies (the seed and the admin job form's POST and PUT): everything but the server-assigned id,
 * timestamps and version; links http(s) only, e-mails valid, and a salary range that is not upside down.
 */
export const JobFields = z.object({
  title: text(2, JOB_MESSAGES.title, 200),
  company: text(2, JOB_MESSAGES.company, 200),
  location: text(2, JOB_MESSAGES.location, 200),
  locationType: choice(LOCATION_TYPES, JOB_MESSAGES.locationType),
  jobType: choice(JOB_TYPES, JOB_MESSAGES.jobType),
  experienceLevel: choice(EXPERIENCE_LEVELS, JOB_MESSAGES.experienceLevel),
  salaryMin: Salary.nullable().default(null),
  salaryMax: Salary.nullable().default(null),
  salaryCurrency: z
    .string({ error: JOB_MESSAGES.currency })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, JOB_MESSAGES.currency)
    .default(DEFAULT_SALARY_CURRENCY),
  tags: z
    .array(text(1, 'A tag must not be empty.', 100))
    .max(50, 'At most 50 tags.')
    .default([]),
  postedAt: Timestamp,
  isFeatured: z.boolean().default(false),
  description: text(10, JOB_MESSAGES.description, 20_000),
  requirements: storableString().max(20_000, 'Must be at most 20000 characters.').default(''),
  responsibilities: storableString().max(20_000, 'Must be at most 20000 characters.').default(''),
  expiresAt: z.nullable(Timestamp).default(null),
  applicationUrl: optionalWebLink(LINK_MESSAGE),
  applicationEmail: optionalEmail,
  contactName: optionalText(200),
  contactEmail: optionalEmail,
  source: optionalText(200),
  sourceUrl: optionalWebLink(LINK_MESSAGE),
});

/** The salary range of a job or job form: the maximum is not below the minimum. */
export const salaryInOrder = (job: { salaryMin: number | null; salaryMax: number | null }, ctx: z.RefinementCtx) => {
  if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMax < job.salaryMin) {
    ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: JOB_MESSAGES.salaryRange });
  }
};

export const JobInput = JobFields.superRefine(salaryInOrder);
export type JobInput = z.infer<typeof JobInput>;

/** PUT /api/jobs/:id: the new values, and the version the edit started from (a stale edit is a 409). */
export const JobUpdate = JobFields.extend({ expectedVersion: RowVersion }).superRefine(salaryInOrder);
export type JobUpdate = z.infer<typeof JobUpdate>;
