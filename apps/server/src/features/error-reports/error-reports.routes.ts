import { currentUser } from '../../http/access';
import type { ContractHandlers } from '../../http/contract';
import type { ErrorReportsService } from './error-reports.service';

export function errorReportsRoutes(
  reports: ErrorReportsService,
): Pick<ContractHandlers, 'reportError' | 'listErrorReports' | 'countErrorReports' | 'getErrorReport' | 'updateErrorReportStatus'> {
  return {
    reportError: ({ body }, { db }) => reports.report(body, db),
    listErrorReports: ({ query }) => reports.list(query),
    countErrorReports: ({ query }) => reports.count(query.q),
    getErrorReport: ({ params }) => reports.get(params.id),
    updateErrorReportStatus: ({ params, body }, { res }) => reports.setStatus(currentUser(res), params.id, body),
  };
}
