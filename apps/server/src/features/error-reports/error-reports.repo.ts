import type { ErrorReportPayload } from '@rsd/core';
import type { Queryable } from '../../db/pool';

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
};
