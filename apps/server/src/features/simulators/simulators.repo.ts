import {
  CAPABILITY_VOCABULARY_VERSION,
  type AdminCount,
  type AdminListQuery,
  type CsvSimulator,
  type AdminPage,
  type RepositoryFacts,
  type Simulator,
} from '@rsd/core';
import { adminListCount, adminListPage, type AdminListSql } from '../../db/admin-list-sql';
import type { Queryable } from '../../db/pool';
import { fitsIntegerColumn, jsonb } from '../../db/sql-values';
import { curatedUpdateStatement, insertStatement } from '../../db/write-statements';
import { derivedCapabilities, type SimulatorWrite } from './simulator-capabilities';
import { scored } from './simulator-completeness';

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
  evidence: string[];
  facts_verified_on: string | null;
  detailed_capabilities: Simulator['detailedCapabilities'];
  learning_resources: Simulator['learningResources'];
  /** Written only by the harvester, from a parsed RepositoryFacts. */
  repository: RepositoryFacts | null;
  capabilities: Simulator['capabilities'];
  version: string;
}

const COLUMNS = `id, name, full_name, short_description, description, website, source_code_repository,
  license_type, license_url, programming_languages, application_areas, key_features, strengths,
  development_status, last_release_version, last_release_date, updated_at, organizations,
  relevant_organizations, benchmark_studies, evidence, facts_verified_on, detailed_capabilities, learning_resources, repository, capabilities, version`;

/** updated_at in toISOString's form: milliseconds, truncated as pg's Date parsing truncates them. */
const UPDATED_AT_ISO = `to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A CSV row's fields, named and shaped by PostgreSQL as core's CsvSimulator has them, so a row comes out of pg ready
 * to filter and write: no mapping and none of the large JSON blobs. The text arrays come as JSON, which JSON.parse
 * reads about 3 times faster than pg's array parser.
 */
const CSV_COLUMNS = `id, name, full_name AS "fullName", short_description AS "shortDescription", website,
  source_code_repository AS "sourceCodeRepository", license_type AS "licenseType", license_url AS "licenseUrl",
  to_json(programming_languages) AS "programmingLanguages", to_json(application_areas) AS "applicationAreas",
  to_json(key_features) AS "keyFeatures", to_json(strengths) AS strengths, development_status AS "developmentStatus",
  last_release_version AS "lastReleaseVersion", last_release_date AS "lastReleaseDate", ${UPDATED_AT_ISO} AS "updatedAt",
  organizations, relevant_organizations AS "relevantOrganizations"`;

/**
 * Of the capabilities only their terms, which is all the capability filters read: 1.6 KB of JSON a row at bench
 * sizes, more than the row's CSV, so an export that no capability filter reads asks for none.
 */
const CSV_TERMS = `(SELECT coalesce(jsonb_agg(jsonb_build_object('term', c -> 'term')), '[]') FROM jsonb_array_elements(capabilities) c
    WHERE jsonb_typeof(c -> 'term') = 'string') AS capabilities`;

function toSimulator(r: SimulatorRow): Simulator {
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
    capabilities: r.capabilities,
    description: r.description,
    benchmark_studies: r.benchmark_studies,
    evidence: r.evidence,
    factsVerifiedOn: r.facts_verified_on,
    detailedCapabilities: r.detailed_capabilities,
    learningResources: r.learning_resources,
    repository: r.repository,
    version: Number(r.version),
  };
}

/** Every row in id order for a long read through a cursor: its query, and what each row it reads becomes. */
export interface RowStream<Row, T> {
  sql: string;
  map: (row: Row) => T;
}

/**
 * The long reads of the whole table: the records (the JSON export), the list's JSON texts, and the CSV's rows, with
 * the capability terms or, for an export no capability filter reads, none.
 */
export const SIMULATOR_STREAMS = {
  records: { sql: `SELECT ${COLUMNS} FROM simulators ORDER BY id`, map: toSimulator } satisfies RowStream<SimulatorRow, Simulator>,
  // Each row's JSON text as migration 0026's trigger keeps it (core Simulator's keys in its order, the values toSimulator
  // makes, jsonb columns in jsonb's own text): read as stored, nothing rendered per request (3 to 22 s at 30,000 rows).
  json: { sql: `SELECT list_json AS json FROM simulators ORDER BY id`, map: (row) => row.json } satisfies RowStream<
    { json: string },
    string
  >,
  // Only the CSV's columns: the large JSON blobs are neither read nor parsed.
  csv: { sql: `SELECT ${CSV_COLUMNS}, ${CSV_TERMS} FROM simulators ORDER BY id`, map: (row) => row } satisfies RowStream<
    CsvSimulator,
    CsvSimulator
  >,
  csvWithoutTerms: {
    sql: `SELECT ${CSV_COLUMNS}, '[]'::json AS capabilities FROM simulators ORDER BY id`,
    map: (row) => row,
  } satisfies RowStream<CsvSimulator, CsvSimulator>,
};

export type SimulatorSortField = 'name' | 'fullName' | 'developmentStatus' | 'updatedAt' | 'completeness';

/**
 * Product rules §5: the admin simulators search looks in the name and the full name. Completeness sorts by the
 * stored score (simulator-completeness.ts); a row not yet scored sorts last either way.
 */
const LIST_SQL: AdminListSql<SimulatorSortField> = {
  from: 'simulators LEFT JOIN simulator_completeness ON simulator_id = id',
  select: COLUMNS,
  sortColumns: {
    name: 'name',
    fullName: 'full_name',
    developmentStatus: 'development_status',
    updatedAt: 'updated_at',
    completeness: 'score',
  },
};

export const simulatorsRepo = {
  adminList: (db: Queryable, query: AdminListQuery<SimulatorSortField>): Promise<AdminPage<Simulator>> =>
    adminListPage(db, LIST_SQL, query, toSimulator),
  adminCount: (db: Queryable, q: string): Promise<AdminCount> => adminListCount(db, LIST_SQL, q),

  async list(db: Queryable): Promise<Simulator[]> {
    const { rows } = await db.query<SimulatorRow>(`SELECT ${COLUMNS} FROM simulators ORDER BY id`);
    return rows.map(toSimulator);
  },

  /** Every simulator as its kept JSON text (migration 0026), in id order. */
  async listJson(db: Queryable): Promise<string[]> {
    const { rows } = await db.query<{ json: string }>(`SELECT list_json AS json FROM simulators ORDER BY id`);
    return rows.map((r) => r.json);
  },

  /**
   * What names the table's contents (migration 0023's simulators_content_stamp, which the table's NOTIFY carries too).
   * Read in a snapshot, it names exactly the rows that snapshot holds.
   */
  async contentStamp(db: Queryable): Promise<string> {
    const { rows } = await db.query<{ stamp: string }>(`SELECT simulators_content_stamp() AS stamp`);
    return rows[0]?.stamp ?? '0-0-';
  },

  /** The rows of `ids` that exist, in id order. */
  async listByIds(db: Queryable, ids: readonly number[]): Promise<Simulator[]> {
    const { rows } = await db.query<SimulatorRow>(`SELECT ${COLUMNS} FROM simulators WHERE id = ANY($1::integer[]) ORDER BY id`, [ids]);
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

  /** A new row; its terms are the write's, or derived from its record when it has none. */
  async insert(db: Queryable, s: SimulatorWrite): Promise<Simulator> {
    const { columns, values } = writable({ ...s, storedCapabilities: s.storedCapabilities ?? derivedCapabilities(s) });
    const { rows } = await db.query<SimulatorRow>(insertStatement('simulators', columns, COLUMNS), values);
    return scored(db, toSimulator(rows[0]!));
  },

  /**
   * Only while no curated write came after `expectedVersion` (a harvest since is no conflict); undefined when one did,
   * or the row is gone.
   */
  async update(db: Queryable, id: number, s: SimulatorWrite, expectedVersion: number): Promise<Simulator | undefined> {
    const { columns, values } = writable(s);
    const { rows } = await db.query<SimulatorRow>(curatedUpdateStatement('simulators', columns, COLUMNS), [...values, id, expectedVersion]);
    return rows[0] && scored(db, toSimulator(rows[0]));
  },

  /** The harvester's write: the facts only, which keeps curated_version and updated_at (migration 0017). */
  async writeRepositoryFacts(db: Queryable, id: number, facts: RepositoryFacts): Promise<void> {
    await db.query('UPDATE simulators SET repository = $2 WHERE id = $1', [id, jsonb(facts)]);
  },

  /** The curated release, set only while the row is exactly at `expectedVersion`; undefined otherwise. */
  async setRelease(
    db: Queryable,
    id: number,
    release: { version: string; date: string | null },
    expectedVersion: number,
  ): Promise<Simulator | undefined> {
    const { rows } = await db.query<SimulatorRow>(
      `UPDATE simulators SET last_release_version = $2, last_release_date = $3, updated_at = now()
        WHERE id = $1 AND version = $4 RETURNING ${COLUMNS}`,
      [id, release.version, release.date, expectedVersion],
    );
    return rows[0] && scored(db, toSimulator(rows[0]));
  },

  /** Whether a simulator goes by `name` already (case and surrounding blanks aside): a seed never adds a second. */
  async hasNamed(db: Queryable, name: string): Promise<boolean> {
    const { rowCount } = await db.query('SELECT 1 FROM simulators WHERE lower(btrim(name)) = lower(btrim($1)) LIMIT 1', [name]);
    return rowCount !== 0;
  },

  /**
   * Records where the facts of the simulators called `name` were read, only on those that record none yet (no
   * evidence, no verification date), so sources an admin wrote are never replaced. Returns how many rows it wrote.
   */
  async fillSources(db: Queryable, name: string, evidence: readonly string[], factsVerifiedOn: string | null): Promise<number> {
    const { rows } = await db.query<SimulatorRow>(
      `UPDATE simulators SET evidence = $2, facts_verified_on = $3
        WHERE lower(btrim(name)) = lower(btrim($1)) AND evidence = '{}' AND facts_verified_on IS NULL RETURNING ${COLUMNS}`,
      [name, evidence, factsVerifiedOn],
    );
    for (const row of rows) await scored(db, toSimulator(row));
    return rows.length;
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
  'evidence',
  'facts_verified_on',
] as const;

const writableValues = (s: SimulatorWrite): unknown[] => [
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
  s.evidence,
  s.factsVerifiedOn,
];

/** The columns a write sets and their values: the terms' columns only when the write carries terms. */
function writable(s: SimulatorWrite): { columns: readonly string[]; values: unknown[] } {
  const stored = s.storedCapabilities;
  if (!stored) return { columns: WRITABLE, values: writableValues(s) };
  return {
    columns: [...WRITABLE, 'capabilities', 'capabilities_curated', 'capabilities_vocabulary'],
    values: [...writableValues(s), jsonb(stored.terms), stored.curated, CAPABILITY_VOCABULARY_VERSION],
  };
}
