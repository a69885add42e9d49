import type { AdminCount, AdminListQuery, Job, JobInput, AdminPage } from '@rsd/core';
import { adminListCount, adminListPage, type AdminListSql } from '../../db/admin-list-sql';
import type { Queryable } from '../../db/pool';
import { fitsIntegerColumn } from '../../db/sql-values';
import { insertStatement, versionedUpdateStatement } from '../../db/write-statements';

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
  updated_at: Date;
  version: string;
}

const COLUMNS = `id, title, company, location, location_type, job_type, experience_level, salary_min, salary_max,
  salary_currency, tags, posted_at, is_featured, description, requirements, responsibilities, expires_at,
  application_url, application_email, contact_name, contact_email, source, source_url, updated_at, version`;

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
    updatedAt: r.updated_at.toISOString(),
    version: Number(r.version),
  };
}

export type JobSortField = 'title' | 'company' | 'location' | 'postedAt' | 'expiresAt';

/** Product rules §5: the admin jobs search looks in the title, the company and the location. */
const LIST_SQL: AdminListSql<JobSortField> = {
  from: 'jobs',
  select: COLUMNS,
  sortColumns: { title: 'title', company: 'company', location: 'location', postedAt: 'posted_at', expiresAt: 'expires_at' },
};

export type JobFacets = Pick<Job, 'locationType' | 'jobType' | 'experienceLevel'>;

export const jobsRepo = {
  /** Every job; filtering and order are core's rules (filterJobs, sortJobs), applied by the service. */
  async list(db: Queryable): Promise<Job[]> {
    const { rows } = await db.query<JobRow>(`SELECT ${COLUMNS} FROM jobs ORDER BY id`);
    return rows.map(toJob);
  },

  async findById(db: Queryable, id: number): Promise<Job | undefined> {
    if (!fitsIntegerColumn(id)) return undefined;
    const { rows } = await db.query<JobRow>(`SELECT ${COLUMNS} FROM jobs WHERE id = $1`, [id]);
    return rows[0] && toJob(rows[0]);
  },

  /** The distinct combinations of the three filterable enums. */
  async facets(db: Queryable): Promise<JobFacets[]> {
    const { rows } = await db.query<{
      location_type: Job['locationType'];
      job_type: Job['jobType'];
      experience_level: Job['experienceLevel'];
    }>(`SELECT DISTINCT location_type, job_type, experience_level FROM jobs`);
    return rows.map((r) => ({ locationType: r.location_type, jobType: r.job_type, experienceLevel: r.experience_level }));
  },

  adminList: (db: Queryable, query: AdminListQuery<JobSortField>): Promise<AdminPage<Job>> => adminListPage(db, LIST_SQL, query, toJob),
  adminCount: (db: Queryable, q: string): Promise<AdminCount> => adminListCount(db, LIST_SQL, q),

  async insert(db: Queryable, j: JobInput): Promise<Job> {
    const { rows } = await db.query<JobRow>(insertStatement('jobs', WRITABLE, COLUMNS), writableValues(j));
    return toJob(rows[0]!);
  },

  /** Only while the row is still at `expectedVersion`; undefined when it is not (changed since, or gone). */
  async update(db: Queryable, id: number, j: JobInput, expectedVersion: number): Promise<Job | undefined> {
    const { rows } = await db.query<JobRow>(versionedUpdateStatement('jobs', WRITABLE, COLUMNS), [
      ...writableValues(j),
      id,
      expectedVersion,
    ]);
    return rows[0] && toJob(rows[0]);
  },

  async delete(db: Queryable, id: number): Promise<boolean> {
    const { rowCount } = await db.query('DELETE FROM jobs WHERE id = $1', [id]);
    return rowCount === 1;
  },
};

/** The columns a writer sets, in the order of writableValues. */
const WRITABLE = [
  'title',
  'company',
  'location',
  'location_type',
  'job_type',
  'experience_level',
  'salary_min',
  'salary_max',
  'salary_currency',
  'tags',
  'posted_at',
  'is_featured',
  'description',
  'requirements',
  'responsibilities',
  'expires_at',
  'application_url',
  'application_email',
  'contact_name',
  'contact_email',
  'source',
  'source_url',
] as const;

const writableValues = (j: JobInput): unknown[] => [
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
];
