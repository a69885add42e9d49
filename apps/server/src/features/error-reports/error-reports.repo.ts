import type { AdminCount, AdminListQuery, ErrorReport, ErrorReportPayload, ErrorReportStatusChange, AdminPage } from '@rsd/core';
import { adminListCount, adminListPage, type AdminListSql } from '../../db/admin-list-sql';
import type { Queryable } from '../../db/pool';

interface ErrorReportRow {
  id: number;
  simulator_id: number | null;
  simulator_name: string | null;
  error_type: ErrorReport['errorType'];
  description: string;
  correction: string | null;
  reporter_name: string;
  reporter_email: string;
  reporter_affiliation: string | null;
  resolved: boolean;
  admin_notes: string | null;
  created_at: Date;
}

const COLUMNS = `id, simulator_id, simulator_name, error_type, description, correction, reporter_name, reporter_email,
  reporter_affiliation, resolved, admin_notes, created_at`;

const toErrorReport = (r: ErrorReportRow): ErrorReport => ({
  id: r.id,
  simulatorId: r.simulator_id,
  simulatorName: r.simulator_name,
  errorType: r.error_type,
  description: r.description,
  correction: r.correction,
  reporterName: r.reporter_name,
  reporterEmail: r.reporter_email,
  reporterAffiliation: r.reporter_affiliation,
  resolved: r.resolved,
  adminNotes: r.admin_notes,
  createdAt: r.created_at.toISOString(),
});

export type ErrorReportSortField = 'createdAt' | 'simulatorName' | 'errorType' | 'resolved';

/** Product rules §5: the admin search looks in the simulator's name, the reporter's name and the error type. */
const LIST_SQL: AdminListSql<ErrorReportSortField> = {
  from: 'error_reports',
  select: COLUMNS,
  sortColumns: { createdAt: 'created_at', simulatorName: 'simulator_name', errorType: 'error_type', resolved: 'resolved' },
};

export const errorReportsRepo = {
  /**
   * Stores an unresolved report with the simulator's name as it reads now (kept if the simulator is renamed
   * or deleted later); undefined when the report names a simulator that does not exist.
   */
  async insert(db: Queryable, report: ErrorReportPayload): Promise<number | undefined> {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO error_reports (simulator_id, simulator_name, error_type, description, correction,
         reporter_name, reporter_email, reporter_affiliation)
       SELECT s.id, s.name, $2, $3, $4, $5, $6, $7
         FROM (SELECT $1::integer AS wanted) w
         LEFT JOIN simulators s ON s.id = w.wanted
        WHERE w.wanted IS NULL OR s.id IS NOT NULL
       RETURNING id`,
      [
        report.simulatorId,
        report.errorType,
        report.description,
        report.correction,
        report.reporterName,
        report.reporterEmail,
        report.reporterOrganization,
      ],
    );
    return rows[0]?.id;
  },

  list: (db: Queryable, query: AdminListQuery<ErrorReportSortField>): Promise<AdminPage<ErrorReport>> =>
    adminListPage(db, LIST_SQL, query, toErrorReport),
  count: (db: Queryable, q: string): Promise<AdminCount> => adminListCount(db, LIST_SQL, q),

  async findById(db: Queryable, id: number): Promise<ErrorReport | undefined> {
    const { rows } = await db.query<ErrorReportRow>(`SELECT ${COLUMNS} FROM error_reports WHERE id = $1`, [id]);
    return rows[0] && toErrorReport(rows[0]);
  },

  async updateStatus(db: Queryable, id: number, change: ErrorReportStatusChange): Promise<ErrorReport | undefined> {
    const { rows } = await db.query<ErrorReportRow>(
      `UPDATE error_reports SET resolved = $2, admin_notes = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, change.resolved, change.adminNotes],
    );
    return rows[0] && toErrorReport(rows[0]);
  },
};
