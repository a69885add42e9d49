import {
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  LOCATION_TYPES,
  type Job,
  type JobFilterOptions,
  type JobInput,
  type JobSort,
  type JobsQuery,
} from '@rsd/core';
import type { Queryable } from '../../db/pool';

interface JobRow {
  id: number;
  title: string;
  company: string;
  location: string;
  location_type: Job['locationType'];
  job_type: Job['jobType'];
  experience_level: Job['experienceLevel'];
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  tags: string[];
  posted_at: Date;
  is_featured: boolean;
  description: string;
  requirements: string;
  responsibilities: string;
  expires_at: Date | null;
  application_url: string | null;
  application_email: string | null;
  contact_name: string | null;
  contact_email: string | null;
  source: string | null;
  source_url: string | null;
}

const COLUMNS = `id, title, company, location, location_type, job_type, experience_level, salary_min, salary_max,
  salary_currency, tags, posted_at, is_featured, description, requirements, responsibilities, expires_at,
  application_url, application_email, contact_name, contact_email, source, source_url`;

function toJob(r: JobRow): Job {
  return {
    id: r.id,
    title: r.title,
    company: r.company,
    location: r.location,
    locationType: r.location_type,
    jobType: r.job_type,
    experienceLevel: r.experience_level,
    salaryMin: r.salary_min,
    salaryMax: r.salary_max,
    salaryCurrency: r.salary_currency,
    tags: r.tags,
    postedAt: r.posted_at.toISOString(),
    isFeatured: r.is_featured,
    description: r.description,
    requirements: r.requirements,
    responsibilities: r.responsibilities,
    expiresAt: r.expires_at?.toISOString() ?? null,
    applicationUrl: r.application_url,
    applicationEmail: r.application_email,
    contactName: r.contact_name,
    contactEmail: r.contact_email,
    source: r.source,
    sourceUrl: r.source_url,
  };
}

/**
 * Highest salary ranks a job by its top figure (its minimum when no maximum is given), lowest by its
 * bottom figure; jobs without any salary come last either way; ties show the most recent first.
 */
const ORDER_BY: Record<JobSort, string> = {
  recent: 'posted_at DESC, id DESC',
  salary_desc: 'COALESCE(salary_max, salary_min) DESC NULLS LAST, posted_at DESC, id DESC',
  salary_asc: 'COALESCE(salary_min, salary_max) ASC NULLS LAST, posted_at DESC, id DESC',
};

/** Options in the domain's order, not the database's. */
const inOrder = (values: string[], order: readonly string[]) =>
  values.toSorted((a, b) => (order.indexOf(a) + 1 || Infinity) - (order.indexOf(b) + 1 || Infinity));

export const jobsRepo = {
  async list(db: Queryable, q: JobsQuery): Promise<Job[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (condition: (placeholder: string) => string, value: unknown) => {
      params.push(value);
      where.push(condition(`$${params.length}`));
    };
    if (q.title) add((p) => `strpos(lower(title), lower(${p})) > 0`, q.title);
    if (q.locationType) add((p) => `location_type = ${p}`, q.locationType);
    if (q.jobType) add((p) => `job_type = ${p}`, q.jobType);
    if (q.experienceLevel) add((p) => `experience_level = ${p}`, q.experienceLevel);
    const { rows } = await db.query<JobRow>(
      `SELECT ${COLUMNS} FROM jobs ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY ${ORDER_BY[q.sort ?? 'recent']}`,
      params,
    );
    return rows.map(toJob);
  },

  async findById(db: Queryable, id: number): Promise<Job | undefined> {
    const { rows } = await db.query<JobRow>(`SELECT ${COLUMNS} FROM jobs WHERE id = $1`, [id]);
    return rows[0] && toJob(rows[0]);
  },

  async filterOptions(db: Queryable): Promise<JobFilterOptions> {
    const { rows } = await db.query<{ location_types: string[]; job_types: string[]; experience_levels: string[] }>(
      `SELECT COALESCE(array_agg(DISTINCT location_type), '{}') AS location_types,
              COALESCE(array_agg(DISTINCT job_type), '{}') AS job_types,
              COALESCE(array_agg(DISTINCT experience_level), '{}') AS experience_levels
         FROM jobs`,
    );
    const row = rows[0];
    return {
      locationTypes: inOrder(row?.location_types ?? [], LOCATION_TYPES),
      jobTypes: inOrder(row?.job_types ?? [], JOB_TYPES),
      experienceLevels: inOrder(row?.experience_levels ?? [], EXPERIENCE_LEVELS),
    };
  },

  async insert(db: Queryable, j: JobInput): Promise<Job> {
    const { rows } = await db.query<JobRow>(
      `INSERT INTO jobs (title, company, location, location_type, job_type, experience_level, salary_min, salary_max,
         salary_currency, tags, posted_at, is_featured, description, requirements, responsibilities, expires_at,
         application_url, application_email, contact_name, contact_email, source, source_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)
       RETURNING ${COLUMNS}`,
      [
        j.title,
        j.company,
        j.location,
        j.locationType,
        j.jobType,
        j.experienceLevel,
        j.salaryMin,
        j.salaryMax,
        j.salaryCurrency,
        j.tags,
        j.postedAt,
        j.isFeatured,
        j.description,
        j.requirements,
        j.responsibilities,
        j.expiresAt,
        j.applicationUrl,
        j.applicationEmail,
        j.contactName,
        j.contactEmail,
        j.source,
        j.sourceUrl,
      ],
    );
    return toJob(rows[0]!);
  },
};
