import type { AdminCount, AdminListQuery, CsvSimulator, AdminPage, Simulator, SimulatorInput } from '@rsd/core';
import { adminListCount, adminListPage, type AdminListSql } from '../../db/admin-list-sql';
import type { Queryable } from '../../db/pool';
import { fitsIntegerColumn, jsonb } from '../../db/sql-values';
import { insertStatement, versionedUpdateStatement } from '../../db/write-statements';

interface SimulatorRow {
  id: number;
  name: string;
  full_name: string;
  short_description: string;
  description: string;
  website: string;
  source_code_repository: string | null;
  license_type: string | null;
  license_url: string | null;
  programming_languages: string[];
  application_areas: string[];
  key_features: string[];
  strengths: string[];
  development_status: string;
  last_release_version: string | null;
  last_release_date: string | null;
  updated_at: Date;
  organizations: Simulator['organizations'];
  relevant_organizations: Simulator['relevantOrganizations'];
  benchmark_studies: Simulator['benchmark_studies'];
  detailed_capabilities: Simulator['detailedCapabilities'];
  learning_resources: Simulator['learningResources'];
  version: string;
}

const COLUMNS = `id, name, full_name, short_description, description, website, source_code_repository,
  license_type, license_url, programming_languages, application_areas, key_features, strengths,
  development_status, last_release_version, last_release_date, updated_at, organizations,
  relevant_organizations, benchmark_studies, detailed_capabilities, learning_resources, version`;

/**
 * The columns of a CSV row (core's CsvSimulator): a CSV export reads and parses none of the large JSON blobs. The
 * text arrays come as JSON, the same string[] to JavaScript: JSON.parse reads them about 3 times faster than
 * pg's array parser, the largest cost of a 10,000-row export.
 */
const CSV_COLUMNS = `id, name, full_name, short_description, website, source_code_repository, license_type, license_url,
  to_json(programming_languages) AS programming_languages, to_json(application_areas) AS application_areas,
  to_json(key_features) AS key_features, to_json(strengths) AS strengths, development_status, last_release_version,
  last_release_date, updated_at, organizations, relevant_organizations`;

type CsvRow = Pick<
  SimulatorRow,
  Exclude<keyof SimulatorRow, 'description' | 'benchmark_studies' | 'detailed_capabilities' | 'learning_resources' | 'version'>
>;

function toCsvSimulator(r: CsvRow): CsvSimulator {
  return {
    id: r.id,
    name: r.name,
    fullName: r.full_name,
    shortDescription: r.short_description,
    website: r.website,
    sourceCodeRepository: r.source_code_repository,
    licenseType: r.license_type,
    licenseUrl: r.license_url,
    programmingLanguages: r.programming_languages,
    applicationAreas: r.application_areas,
    keyFeatures: r.key_features,
    strengths: r.strengths,
    developmentStatus: r.development_status,
    lastReleaseVersion: r.last_release_version,
    lastReleaseDate: r.last_release_date,
    updatedAt: r.updated_at.toISOString(),
    organizations: r.organizations,
    relevantOrganizations: r.relevant_organizations,
  };
}

/** A whole simulator: the CSV row's fields and the long text, JSON blobs and version besides. */
function toSimulator(r: SimulatorRow): Simulator {
  return {
    ...toCsvSimulator(r),
    description: r.description,
    benchmark_studies: r.benchmark_studies,
    detailedCapabilities: r.detailed_capabilities,
    learningResources: r.learning_resources,
    version: Number(r.version),
  };
}

export type SimulatorSortField = 'name' | 'fullName' | 'developmentStatus' | 'updatedAt';

/** Product rules §5: the admin simulators search looks in the name and the full name. */
const LIST_SQL: AdminListSql<SimulatorSortField> = {
  from: 'simulators',
  select: COLUMNS,
  sortColumns: { name: 'name', fullName: 'full_name', developmentStatus: 'development_status', updatedAt: 'updated_at' },
};

export const simulatorsRepo = {
  adminList: (db: Queryable, query: AdminListQuery<SimulatorSortField>): Promise<AdminPage<Simulator>> =>
    adminListPage(db, LIST_SQL, query, toSimulator),
  adminCount: (db: Queryable, q: string): Promise<AdminCount> => adminListCount(db, LIST_SQL, q),

  async list(db: Queryable): Promise<Simulator[]> {
    const { rows } = await db.query<SimulatorRow>(`SELECT ${COLUMNS} FROM simulators ORDER BY id`);
    return rows.map(toSimulator);
  },

  /** listPage with only the columns of a CSV row. */
  async listCsvPage(db: Queryable, afterId: number, limit: number): Promise<CsvSimulator[]> {
    const { rows } = await db.query<CsvRow>(`SELECT ${CSV_COLUMNS} FROM simulators WHERE id > $1 ORDER BY id LIMIT $2`, [afterId, limit]);
    return rows.map(toCsvSimulator);
  },

  /**
   * What identifies the table's contents: every insert and update draws a higher version, a delete lowers the count.
   * Read in the export's snapshot, it names exactly the rows the export sends.
   */
  async contentStamp(db: Queryable): Promise<string> {
    const { rows } = await db.query<{ stamp: string }>(`SELECT coalesce(max(version), 0) || '-' || count(*) AS stamp FROM simulators`);
    return rows[0]?.stamp ?? '0-0';
  },

  /** Up to `limit` rows with an id above `afterId`, in id order: a page of a long read. */
  async listPage(db: Queryable, afterId: number, limit: number): Promise<Simulator[]> {
    const { rows } = await db.query<SimulatorRow>(`SELECT ${COLUMNS} FROM simulators WHERE id > $1 ORDER BY id LIMIT $2`, [afterId, limit]);
    return rows.map(toSimulator);
  },

  async findById(db: Queryable, id: number): Promise<Simulator | undefined> {
    if (!fitsIntegerColumn(id)) return undefined;
    const { rows } = await db.query<SimulatorRow>(`SELECT ${COLUMNS} FROM simulators WHERE id = $1`, [id]);
    return rows[0] && toSimulator(rows[0]);
  },

  /** Rows written after version `since`, oldest first, at most `limit`. */
  async changedSince(db: Queryable, since: string, limit: number): Promise<Simulator[]> {
    const { rows } = await db.query<SimulatorRow>(
      `SELECT ${COLUMNS} FROM simulators WHERE version > $1::bigint ORDER BY version LIMIT $2`,
      [since, limit],
    );
    return rows.map(toSimulator);
  },

  async insert(db: Queryable, s: SimulatorInput): Promise<Simulator> {
    const { rows } = await db.query<SimulatorRow>(insertStatement('simulators', WRITABLE, COLUMNS), writableValues(s));
    return toSimulator(rows[0]!);
  },

  /** Only while the row is still at `expectedVersion`; undefined when it is not (changed since, or gone). */
  async update(db: Queryable, id: number, s: SimulatorInput, expectedVersion: number): Promise<Simulator | undefined> {
    const { rows } = await db.query<SimulatorRow>(versionedUpdateStatement('simulators', WRITABLE, COLUMNS), [
      ...writableValues(s),
      id,
      expectedVersion,
    ]);
    return rows[0] && toSimulator(rows[0]);
  },

  /** true when a row was deleted (its tombstone tells offline caches). */
  async delete(db: Queryable, id: number): Promise<boolean> {
    const { rowCount } = await db.query('DELETE FROM simulators WHERE id = $1', [id]);
    return rowCount === 1;
  },
};

/** The columns a writer sets, in the order of writableValues. */
const WRITABLE = [
  'name',
  'full_name',
  'short_description',
  'description',
  'website',
  'source_code_repository',
  'license_type',
  'license_url',
  'programming_languages',
  'application_areas',
  'key_features',
  'strengths',
  'development_status',
  'last_release_version',
  'last_release_date',
  'organizations',
  'relevant_organizations',
  'benchmark_studies',
  'detailed_capabilities',
  'learning_resources',
] as const;

const writableValues = (s: SimulatorInput): unknown[] => [
  s.name,
  s.fullName,
  s.shortDescription,
  s.description,
  s.website,
  s.sourceCodeRepository,
  s.licenseType,
  s.licenseUrl,
  s.programmingLanguages,
  s.applicationAreas,
  s.keyFeatures,
  s.strengths,
  s.developmentStatus,
  s.lastReleaseVersion,
  s.lastReleaseDate,
  jsonb(s.organizations),
  jsonb(s.relevantOrganizations),
  jsonb(s.benchmark_studies),
  jsonb(s.detailedCapabilities),
  jsonb(s.learningResources),
];
