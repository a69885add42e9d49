import { Classes } from '@blueprintjs/core';
import { formatJobDateShort, type SimulatorSubmission } from '@rsd/core';
import { usePageTitle } from '../../app/use-page-title';
import { LinkButton } from '../../ui/link-button';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { useAdminList } from '../admin/queries';
import { AdminTable, type AdminColumn } from '../admin/ui/admin-table';
import { useAdminTableState } from '../admin/ui/use-admin-table-state';
import { SubmissionAreas } from './submission-areas';
import { DecisionButtons, SubmissionStatusTag } from './submission-status';

export const SUBMISSIONS_TITLE = 'Simulator Submissions';
const SORT_FIELDS = ['createdAt', 'name', 'status'] as const;

const COLUMNS: AdminColumn<SimulatorSubmission>[] = [
  { id: 'name', header: 'Name', cell: (s) => s.name, sortField: 'name' },
  { id: 'fullName', header: 'Full Name', cell: (s) => s.fullName },
  {
    id: 'submitter',
    header: 'Submitter',
    cell: (s) => (s.submitterAffiliation ? `${s.submitterName} (${s.submitterAffiliation})` : s.submitterName),
  },
  { id: 'areas', header: 'Application Areas', cell: (s) => <SubmissionAreas areas={s.applicationAreas} /> },
  { id: 'status', header: 'Status', cell: (s) => <SubmissionStatusTag status={s.status} />, sortField: 'status' },
  { id: 'created', header: 'Submitted', cell: (s) => formatJobDateShort(s.createdAt), sortField: 'createdAt' },
  {
    id: 'actions',
    header: 'Actions',
    cell: (s) => (
      <div className="admin-row-actions">
        <LinkButton to={`/admin/simulator-submissions/view/${s.id}`} className={Classes.SMALL}>
          View<VisuallyHidden> {s.name}</VisuallyHidden>
        </LinkButton>
        <DecisionButtons submission={s} size="small" />
      </div>
    ),
  },
];

/** /admin/simulator-submissions: searched over name, submitter name and affiliation (product rules §5). */
export function SubmissionsPage() {
  usePageTitle(SUBMISSIONS_TITLE);
  const table = useAdminTableState(SORT_FIELDS);
  const result = useAdminList('listSubmissions', table.state);
  return (
    <div className="admin-page">
      <h1>{SUBMISSIONS_TITLE}</h1>
      <AdminTable
        id="submissions"
        label={SUBMISSIONS_TITLE}
        searchPlaceholder="Search by name, submitter or affiliation"
        columns={COLUMNS}
        rowKey={(s) => s.id}
        table={table}
        result={result}
      />
    </div>
  );
}
