import type { ContributionReceipt, ErrorReportPayload } from '@rsd/core';
import type { Pool } from 'pg';
import { HttpError } from '../../http/http-error';
import { fitsIntegerColumn } from '../../db/sql-values';
import { errorReportsRepo } from './error-reports.repo';

/** The picker's message (product rules §5), for an id no simulator has. */
export const UNKNOWN_SIMULATOR_MESSAGE = 'Please select a simulator.';

export interface ErrorReportsService {
  report(report: ErrorReportPayload): Promise<ContributionReceipt>;
}

export function createErrorReportsService(pool: Pool): ErrorReportsService {
  return {
    async report(report) {
      const id = report.simulatorId === null || fitsIntegerColumn(report.simulatorId) ? await errorReportsRepo.insert(pool, report) : undefined;
      if (id === undefined) {
        throw new HttpError(400, 'validation_failed', 'The report names a simulator that does not exist.', {
          simulatorId: [UNKNOWN_SIMULATOR_MESSAGE],
        });
      }
      return { id };
    },
  };
}
