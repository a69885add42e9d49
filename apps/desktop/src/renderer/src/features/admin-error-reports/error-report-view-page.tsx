import { ERROR_TYPE_LABELS, formatJobDateLong, parseId, type ErrorReport } from '@rsd/core';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { LinkButton } from '../../ui/link-button';
import { AdminRecord } from '../admin/ui/admin-record';
import { RecordFields } from '../admin/ui/record-fields';
import { simulatorLabel } from './error-reports-page';
import { useErrorReport } from './queries';
import { ReportStatusButton, ReportStatusTag } from './report-status';

function ReportView({ report }: { report: ErrorReport }) {
  return (
    <>
      <div className="admin-view-header">
        <h1>Error Report #{report.id}</h1>
        <div className="admin-row-actions">
          <ReportStatusButton report={report} />
          <LinkButton to="/admin/error-reports">Back to Error Reports</LinkButton>
        </div>
      </div>
      <RecordFields
        fields={[
          { label: 'Status', value: <ReportStatusTag resolved={report.resolved} /> },
          {
            label: 'Simulator',
            value: report.simulatorId ? (
              <Link to={`/simulator/${report.simulatorId}`}>{simulatorLabel(report)}</Link>
            ) : (
              simulatorLabel(report)
            ),
          },
          { label: 'Error Type', value: ERROR_TYPE_LABELS[report.errorType] },
          { label: 'Reported', value: formatJobDateLong(report.createdAt) },
          { label: 'Description', value: report.description },
          { label: 'Suggested Correction', value: report.correction },
          { label: 'Reporter', value: report.reporterName },
          { label: 'Reporter Email', value: <a href={`mailto:${report.reporterEmail}`}>{report.reporterEmail}</a> },
          { label: 'Reporter Affiliation', value: report.reporterAffiliation },
          { label: 'Admin Notes', value: report.adminNotes },
        ]}
      />
    </>
  );
}

/** /admin/error-reports/view/{id}: every field, and resolve or reopen. */
export function ErrorReportViewPage() {
  usePageTitle('Error Report');
  const id = parseId(useParams().id ?? '');
  const report = useErrorReport(id);
  return (
    <div className="admin-page">
      <AdminRecord id={id} query={report} what="Error report">
        {(record) => <ReportView report={record} />}
      </AdminRecord>
    </div>
  );
}
