import type { AdminCount, AdminListQuery, AdminPage, Technology, TechnologyInput } from '@rsd/core';
import { adminListCount, adminListPage, type AdminListSql } from '../../db/admin-list-sql';
import type { Queryable } from '../../db/pool';
import { fitsIntegerColumn, jsonb } from '../../db/sql-values';
import { insertStatement, versionedUpdateStatement } from '../../db/write-statements';

interface TechnologyRow {
  id: number;
  name: string;
  short_name: string | null;
  vendor_name: string;
  vendor_logo: string | null;
  overview: string;
  readiness_level: string;
  challenge: string;
  solution: string;
  video_url: string | null;
  benefits: string;
  limitations: string;
  specifications: Technology['specifications'];
  deployment_count: number;
  deployed_companies: string[];
  deployed_years: Technology['deployedYears'];
  cost_impact: number;
  production_impact: number;
  time_impact: number;
  category: string;
  subcategory: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  source: string | null;
  updated_at: Date;
  version: string;
}

const COLUMNS = `id, name, short_name, vendor_name, vendor_logo, overview, readiness_level, challenge, solution,
  video_url, benefits, limitations, specifications, deployment_count, deployed_companies, deployed_years,
  cost_impact, production_impact, time_impact, category, subcategory, contact_name, contact_email,
  contact_phone, source, updated_at, version`;

function toTechnology(r: TechnologyRow): Technology {
  return {
    id: r.id,
    name: r.name,
    shortName: r.short_name,
    vendorName: r.vendor_name,
    vendorLogo: r.vendor_logo,
    overview: r.overview,
    readinessLevel: r.readiness_level,
    challenge: r.challenge,
    solution: r.solution,
    videoUrl: r.video_url,
    benefits: r.benefits,
    limitations: r.limitations,
    specifications: r.specifications,
    deploymentCount: r.deployment_count,
    deployedCompanies: r.deployed_companies,
    deployedYears: r.deployed_years,
    costImpact: r.cost_impact,
    productionImpact: r.production_impact,
    timeImpact: r.time_impact,
    category: r.category,
    subcategory: r.subcategory,
    contactName: r.contact_name,
    contactEmail: r.contact_email,
    contactPhone: r.contact_phone,
    source: r.source,
    updatedAt: r.updated_at.toISOString(),
    version: Number(r.version),
  };
}

export type TechnologySortField = 'name' | 'vendorName' | 'readinessLevel' | 'category' | 'updatedAt';

/** Product rules §5: the admin technologies search looks in the name and the vendor's name. */
const LIST_SQL: AdminListSql<TechnologySortField> = {
  from: 'technologies',
  select: COLUMNS,
  sortColumns: {
    name: 'name',
    vendorName: 'vendor_name',
    readinessLevel: 'readiness_level',
    category: 'category',
    updatedAt: 'updated_at',
  },
};

export const technologiesRepo = {
  adminList: (db: Queryable, query: AdminListQuery<TechnologySortField>): Promise<AdminPage<Technology>> =>
    adminListPage(db, LIST_SQL, query, toTechnology),
  adminCount: (db: Queryable, q: string): Promise<AdminCount> => adminListCount(db, LIST_SQL, q),

  async list(db: Queryable): Promise<Technology[]> {
    const { rows } = await db.query<TechnologyRow>(`SELECT ${COLUMNS} FROM technologies ORDER BY id`);
    return rows.map(toTechnology);
  },

  async findById(db: Queryable, id: number): Promise<Technology | undefined> {
    if (!fitsIntegerColumn(id)) return undefined;
    const { rows } = await db.query<TechnologyRow>(`SELECT ${COLUMNS} FROM technologies WHERE id = $1`, [id]);
    return rows[0] && toTechnology(rows[0]);
  },

  /** Rows written after version `since`, oldest first, at most `limit`. */
  async changedSince(db: Queryable, since: string, limit: number): Promise<Technology[]> {
    const { rows } = await db.query<TechnologyRow>(
      `SELECT ${COLUMNS} FROM technologies WHERE version > $1::bigint ORDER BY version LIMIT $2`,
      [since, limit],
    );
    return rows.map(toTechnology);
  },

  async insert(db: Queryable, t: TechnologyInput): Promise<Technology> {
    const { rows } = await db.query<TechnologyRow>(insertStatement('technologies', WRITABLE, COLUMNS), writableValues(t));
    return toTechnology(rows[0]!);
  },

  /** Only while the row is still at `expectedVersion`; undefined when it is not (changed since, or gone). */
  async update(db: Queryable, id: number, t: TechnologyInput, expectedVersion: number): Promise<Technology | undefined> {
    const { rows } = await db.query<TechnologyRow>(versionedUpdateStatement('technologies', WRITABLE, COLUMNS), [
      ...writableValues(t),
      id,
      expectedVersion,
    ]);
    return rows[0] && toTechnology(rows[0]);
  },

  /** true when a row was deleted (its tombstone tells offline caches). */
  async delete(db: Queryable, id: number): Promise<boolean> {
    const { rowCount } = await db.query('DELETE FROM technologies WHERE id = $1', [id]);
    return rowCount === 1;
  },
};

/** The columns a writer sets, in the order of writableValues. */
const WRITABLE = [
  'name',
  'short_name',
  'vendor_name',
  'vendor_logo',
  'overview',
  'readiness_level',
  'challenge',
  'solution',
  'video_url',
  'benefits',
  'limitations',
  'specifications',
  'deployment_count',
  'deployed_companies',
  'deployed_years',
  'cost_impact',
  'production_impact',
  'time_impact',
  'category',
  'subcategory',
  'contact_name',
  'contact_email',
  'contact_phone',
  'source',
] as const;

const writableValues = (t: TechnologyInput): unknown[] => [
  t.name,
  t.shortName,
  t.vendorName,
  t.vendorLogo,
  t.overview,
  t.readinessLevel,
  t.challenge,
  t.solution,
  t.videoUrl,
  t.benefits,
  t.limitations,
  jsonb(t.specifications),
  t.deploymentCount,
  t.deployedCompanies,
  jsonb(t.deployedYears),
  t.costImpact,
  t.productionImpact,
  t.timeImpact,
  t.category,
  t.subcategory,
  t.contactName,
  t.contactEmail,
  t.contactPhone,
  t.source,
];
