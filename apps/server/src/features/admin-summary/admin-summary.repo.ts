import type { AdminSummary } from '@rsd/core';
import type { Queryable } from '../../db/pool';

/** The dashboard's counts, in one statement so they come from one snapshot. */
export async function readAdminSummary(db: Queryable): Promise<AdminSummary> {
  const { rows } = await db.query<AdminSummary>(
    `SELECT (SELECT count(*)::int FROM simulators) AS simulators,
            (SELECT count(*)::int FROM technologies) AS technologies,
            (SELECT count(*)::int FROM jobs) AS jobs,
            (SELECT count(*)::int FROM simulator_submissions WHERE status = 'pending') AS "pendingSubmissions",
            (SELECT count(*)::int FROM error_reports WHERE NOT resolved) AS "openErrorReports",
            (SELECT count(*)::int FROM users) AS users`,
  );
  return rows[0]!;
}
