import { Classes } from '@blueprintjs/core';
import { ERROR_TYPE_LABELS, formatJobDateShort, type ErrorReport } from '@rsd/core';
import { usePageTitle } from '../../app/use-page-title';
import { LinkButton } from '../../ui/link-button';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { useAdminList } from '../admin/queries';
import { AdminTable, type AdminColumn } from '../admin/ui/admin-table';
import { useAdminTableState } from '../admin/ui/use-admin-table-state';
import { ReportStatusButton, ReportStatusTag } from './report-status';

export const ERROR_REPORTS_TITLE = 'Error Reports';
const SORT_FIELDS = ['createdAt', 'simulatorName', 'errorType', 'resolved'] as const;

export const simulatorLabel = (report: Pick<ErrorReport, 'simulatorName'>) => report.simulatorName ?? 'General site issue';

const COLUMNS: AdminColumn<ErrorReport>[] = [
  { id: 'simulator', header: 'Simulator', cell: simulatorLabel, sortField: 'simulatorName' },
  { id: 'type', header: 'Error Type', cell: (r) => ERROR_TYPE_LABELS[r.errorType], sortField: 'errorType' },
  {
    id: 'reporter',
    header: 'Reporter',
    cell: (r) => (r.reporterAffiliation ? `${r.reporterName} (${r.reporterAffiliation})` : r.reporterName),
  },
  { id: 'status', header: 'Status', cell: (r) => <ReportStatusTag resolved={r.resolved} />, sortField: 'resolved' },
  { id: 'created', header: 'Reported', cell: (r) => formatJobDateShort(r.createdAt), sortField: 'createdAt' },
  {
    id: 'actions',
    header: 'Actions',
    cell: (r) => (
      <div className="admin-row-actions">
        <LinkButton to={`/admin/error-reports/view/${r.id}`} className={Classes.SMALL}>
          View<VisuallyHidden> report {r.id}</VisuallyHidden>
        </LinkButton>
        <ReportStatusButton report={r} size="small" />
      </div>
    ),
  },
];

/** /admin/error-reports: searched over simulator name, reporter name and error type (product rules §5). */
export function ErrorReportsPage() {
  usePageTitle(ERROR_REPORTS_TITLE);
  const table = useAdminTableState(SORT_FIELDS);
  const result = useAdminList('listErrorReports', table.state);
  return (
    <div className="admin-page">
      <h1>{ERROR_REPORTS_TITLE}</h1>
      <AdminTable
        id="error-reports"
        label={ERROR_REPORTS_TITLE}
        searchPlaceholder="Search by simulator, reporter or error type"
        columns={COLUMNS}
        rowKey={(r) => r.id}
        table={table}
        result={result}
      />
    </div>
  );
}
