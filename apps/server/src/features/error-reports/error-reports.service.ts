import type {
  AdminCount,
  AdminListQuery,
  ContributionReceipt,
  ErrorReport,
  ErrorReportPayload,
  ErrorReportStatusChange,
  AdminPage,
  User,
} from '@rsd/core';
import type { Pool } from 'pg';
import type { Queryable } from '../../db/pool';
import { fitsIntegerColumn } from '../../db/sql-values';
import { withTransaction } from '../../db/transactions';
import { auditRepo } from '../audit/audit.repo';
import { HttpError, orNotFound } from '../../http/http-error';
import { errorReportsRepo, type ErrorReportSortField } from './error-reports.repo';

/** The picker's message (product rules §5), for an id no simulator has. */
export const UNKNOWN_SIMULATOR_MESSAGE = 'Please select a simulator.';

export interface ErrorReportsService {
  /** `db`: the pool, or the transaction of an idempotent request. */
  report(report: ErrorReportPayload, db?: Queryable): Promise<ContributionReceipt>;
  list(query: AdminListQuery<ErrorReportSortField>): Promise<AdminPage<ErrorReport>>;
  /** The admin table's matches for search `q` (AdminCount). */
  count(q: string): Promise<AdminCount>;
  get(id: number): Promise<ErrorReport>;
  setStatus(actor: User, id: number, change: ErrorReportStatusChange): Promise<ErrorReport>;
}

const missing = (id: number) => `No error report with id ${id}.`;

export function createErrorReportsService(pool: Pool): ErrorReportsService {
  return {
    async report(report, db = pool) {
      const id =
        report.simulatorId === null || fitsIntegerColumn(report.simulatorId) ? await errorReportsRepo.insert(db, report) : undefined;
      if (id === undefined) {
        throw new HttpError(400, 'validation_failed', 'The report names a simulator that does not exist.', {
          simulatorId: [UNKNOWN_SIMULATOR_MESSAGE],
        });
      }
      return { id };
    },
    list: (query) => errorReportsRepo.list(pool, query),
    count: (q) => errorReportsRepo.count(pool, q),
    get: async (id) => orNotFound(fitsIntegerColumn(id) ? await errorReportsRepo.findById(pool, id) : undefined, missing(id)),
    setStatus: (actor, id, change) =>
      withTransaction(pool, async (client) => {
        const updated = orNotFound(
          fitsIntegerColumn(id) ? await errorReportsRepo.updateStatus(client, id, change) : undefined,
          missing(id),
        );
        const summary = change.resolved ? 'Marked resolved.' : 'Reopened.';
        await auditRepo.record(client, { actor, action: 'status', entity: 'error_report', entityId: id, summary });
        return updated;
      }),
  };
}
