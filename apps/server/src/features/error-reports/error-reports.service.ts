import type { ContributionReceipt, ErrorReportPayload } from '@rsd/core';
import type { Pool } from 'pg';
import type { Queryable } from '../../db/pool';
import { HttpError } from '../../http/http-error';
import { fitsIntegerColumn } from '../../db/sql-values';
import { errorReportsRepo } from './error-reports.repo';

/** The picker's message (product rules §5), for an id no simulator has. */
export const UNKNOWN_SIMULATOR_MESSAGE = 'Please select a simulator.';

export interface ErrorReportsService {
  /** `db`: the pool, or the transaction of an idempotent request. */
  report(report: ErrorReportPayload, db?: Queryable): Promise<ContributionReceipt>;
}

export function createErrorReportsService(pool: Pool): ErrorReportsService {
  return {
    async report(report, db = pool) {
      const id = report.simulatorId === null || fitsIntegerColumn(report.simulatorId) ? await errorReportsRepo.insert(db, report) : undefined;
      if (id === undefined) {
        throw new HttpError(400, 'validation_failed', 'The report names a simulator that does not exist.', {
          simulatorId: [UNKNOWN_SIMULATOR_MESSAGE],
        });
      }
      return { id };
    },
  };
}
