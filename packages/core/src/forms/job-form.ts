import { z } from 'zod';
import { IsoDate } from '../schemas/common';
import { DEFAULT_SALARY_CURRENCY, JobFields, JOB_MESSAGES, salaryInOrder, type Job, type JobInput } from '../schemas/job';
import { splitCommaList } from './fields';

/** A salary as typed: blank is none, otherwise whole digits (spaces and thousands separators allowed). */
const salaryText = z
  .string()
  .nullish()
  .transform((v) => (v ?? '').replace(/[\s,]/g, ''))
  .refine((v) => v === '' || /^\d{1,9}$/.test(v), JOB_MESSAGES.salary)
  .transform((v) => (v === '' ? null : Number(v)));

const dateText = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null);

/**
 * The admin job editor (add and edit): JobInput's rules and messages, with what is typed differently: tags as
 * comma-separated text, salaries as digits or blank, the posted and expiry dates as YYYY-MM-DD.
 */
export const JobForm = JobFields.omit({ salaryMin: true, salaryMax: true, tags: true, postedAt: true, expiresAt: true })
  .extend({
    salaryMin: salaryText,
    salaryMax: salaryText,
    tags: z
      .string()
      .max(5000, 'Must be at most 5000 characters.')
      .nullish()
      .transform((v) => v ?? ''),
    postedAt: z.string({ error: JOB_MESSAGES.postedAt }).trim().min(1, JOB_MESSAGES.postedAt).pipe(IsoDate),
    expiresAt: dateText.pipe(IsoDate.nullable()),
  })
  .superRefine(salaryInOrder);
export type JobForm = z.infer<typeof JobForm>;
export type JobFormValues = z.input<typeof JobForm>;

export const JOB_FORM_DEFAULTS = {
  title: '',
  company: '',
  location: '',
  locationType: 'onsite',
  jobType: 'full-time',
  experienceLevel: 'mid',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: DEFAULT_SALARY_CURRENCY,
  tags: '',
  postedAt: '',
  expiresAt: '',
  isFeatured: false,
  description: '',
  requirements: '',
  responsibilities: '',
  applicationUrl: '',
  applicationEmail: '',
  contactName: '',
  contactEmail: '',
  source: '',
  sourceUrl: '',
} satisfies JobFormValues;

const dayOf = (timestamp: string | null): string => timestamp?.slice(0, 10) ?? '';
/** Noon UTC of the chosen day: the day reads the same in every time zone. */
const noonUtc = (day: string): string => `${day}T12:00:00.000Z`;

/** A stored job as the editor's starting values. */
export const jobToFormValues = (job: Job): JobFormValues => ({
  title: job.title,
  company: job.company,
  location: job.location,
  locationType: job.locationType,
  jobType: job.jobType,
  experienceLevel: job.experienceLevel,
  salaryMin: job.salaryMin === null ? '' : String(job.salaryMin),
  salaryMax: job.salaryMax === null ? '' : String(job.salaryMax),
  salaryCurrency: job.salaryCurrency,
  tags: job.tags.join(', '),
  postedAt: dayOf(job.postedAt),
  expiresAt: dayOf(job.expiresAt),
  isFeatured: job.isFeatured,
  description: job.description,
  requirements: job.requirements,
  responsibilities: job.responsibilities,
  applicationUrl: job.applicationUrl ?? '',
  applicationEmail: job.applicationEmail ?? '',
  contactName: job.contactName ?? '',
  contactEmail: job.contactEmail ?? '',
  source: job.source ?? '',
  sourceUrl: job.sourceUrl ?? '',
});

/** The validated form as the JobInput the API takes (POST /api/jobs; PUT adds `expectedVersion`). */
export const jobFormToInput = (form: JobForm): JobInput => ({
  ...form,
  tags: splitCommaList(form.tags),
  postedAt: noonUtc(form.postedAt),
  expiresAt: form.expiresAt === null ? null : noonUtc(form.expiresAt),
});
