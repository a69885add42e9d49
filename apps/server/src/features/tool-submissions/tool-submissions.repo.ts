import {
  splitCommaList,
  type AdminCount,
  type AdminListQuery,
  type BenchmarkStudy,
  type AdminPage,
  type SimulatorSubmission,
  type ToolSubmissionPayload,
} from '@rsd/core';
import { adminListCount, adminListPage, type AdminListSql } from '../../db/admin-list-sql';
import type { Queryable } from '../../db/pool';
import { jsonb } from '../../db/sql-values';

interface SubmissionRow {
  id: number;
  name: string;
  full_name: string;
  short_description: string;
  description: string;
  website: string;
  source_code_repository: string | null;
  license_type: string;
  programming_languages: string[];
  application_areas: string[];
  benchmark_studies: BenchmarkStudy[];
  submitter_name: string;
  submitter_email: string;
  submitter_affiliation: string | null;
  status: SimulatorSubmission['status'];
  admin_notes: string | null;
  simulator_id: number | null;
  created_at: Date;
}

const COLUMNS = `id, name, full_name, short_description, description, website, source_code_repository, license_type,
  programming_languages, application_areas, benchmark_studies, submitter_name, submitter_email, submitter_affiliation,
  status, admin_notes, simulator_id, created_at`;

const toSubmission = (r: SubmissionRow): SimulatorSubmission => ({
  id: r.id,
  name: r.name,
  fullName: r.full_name,
  shortDescription: r.short_description,
  description: r.description,
  website: r.website,
  sourceCodeRepository: r.source_code_repository,
  licenseType: r.license_type,
  programmingLanguages: r.programming_languages,
  applicationAreas: r.application_areas,
  benchmark_studies: r.benchmark_studies,
  submitterName: r.submitter_name,
  submitterEmail: r.submitter_email,
  submitterAffiliation: r.submitter_affiliation,
  status: r.status,
  adminNotes: r.admin_notes,
  simulatorId: r.simulator_id,
  createdAt: r.created_at.toISOString(),
});

export type SubmissionSortField = 'createdAt' | 'name' | 'status';

/** Product rules §5: the admin search looks in the tool's name, the submitter's name and affiliation. */
const LIST_SQL: AdminListSql<SubmissionSortField> = {
  from: 'simulator_submissions',
  select: COLUMNS,
  sortColumns: { createdAt: 'created_at', name: 'name', status: 'status' },
};

export const toolSubmissionsRepo = {
  /** Stores a visitor's tool as a pending submission; its comma text of languages becomes the list column. */
  async insert(db: Queryable, submission: ToolSubmissionPayload): Promise<number> {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO simulator_submissions (name, full_name, short_description, description, website,
         source_code_repository, license_type, programming_languages, benchmark_studies,
         submitter_name, submitter_email, submitter_affiliation)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       RETURNING id`,
      [
        submission.name,
        submission.fullName,
        submission.shortDescription,
        submission.description,
        submission.website,
        submission.sourceCodeRepository,
        submission.licenseType,
        splitCommaList(submission.programmingLanguages),
        jsonb(submission.benchmark_studies),
        submission.submitterName,
        submission.submitterEmail,
        submission.submitterOrganization,
      ],
    );
    return rows[0]!.id;
  },

  list: (db: Queryable, query: AdminListQuery<SubmissionSortField>): Promise<AdminPage<SimulatorSubmission>> =>
    adminListPage(db, LIST_SQL, query, toSubmission),
  count: (db: Queryable, q: string): Promise<AdminCount> => adminListCount(db, LIST_SQL, q),

  /** `forUpdate` locks the row until the transaction ends, so two admins cannot decide it at once. */
  async findById(db: Queryable, id: number, forUpdate = false): Promise<SimulatorSubmission | undefined> {
    const { rows } = await db.query<SubmissionRow>(
      `SELECT ${COLUMNS} FROM simulator_submissions WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] && toSubmission(rows[0]);
  },

  async setDecision(
    db: Queryable,
    id: number,
    decision: { status: SimulatorSubmission['status']; adminNotes: string | null; simulatorId: number | null },
  ): Promise<SimulatorSubmission> {
    const { rows } = await db.query<SubmissionRow>(
      `UPDATE simulator_submissions SET status = $2, admin_notes = $3, simulator_id = $4 WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, decision.status, decision.adminNotes, decision.simulatorId],
    );
    return toSubmission(rows[0]!);
  },
};
