import type { ContractHandlers } from '../../http/contract';
import type { ErrorReportsService } from './error-reports.service';

export function errorReportsRoutes(reports: ErrorReportsService): Pick<ContractHandlers, 'reportError'> {
  return {
    reportError: ({ body }, { db }) => reports.report(body, db),
  };
}
