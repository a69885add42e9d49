import type { Job } from '@rsd/core';
import { useState } from 'react';
import { usePageTitle } from '../../app/use-page-title';
import { LinkButton } from '../../ui/link-button';
import { RecordActions } from '../admin/ui/record-actions';
import { useAdminList } from '../admin/queries';
import { AdminTable, type AdminColumn } from '../admin/ui/admin-table';
import { DeleteConfirmDialog } from '../admin/ui/delete-confirm-dialog';
import { useAdminTableState } from '../admin/ui/use-admin-table-state';
import { useDeleteRecord } from '../admin/mutations';
import { ADMIN_JOBS_PATH } from './mutations';

const SORT_FIELDS = ['title', 'company', 'location', 'postedAt', 'expiresAt'] as const;

/** The table's columns; a row's Delete asks for confirmation through `onDelete`. */
const columnsFor = (onDelete: (id: number) => void): AdminColumn<Job>[] => [
  { id: 'title', header: 'Title', sortField: 'title', cell: (row) => row.title },
  { id: 'company', header: 'Company', sortField: 'company', cell: (row) => row.company },
  { id: 'location', header: 'Location', sortField: 'location', cell: (row) => row.location },
  { id: 'posted', header: 'Posted', sortField: 'postedAt', cell: (row) => row.postedAt.slice(0, 10) },
  {
    id: 'actions',
    header: 'Actions',
    cell: (row) => <RecordActions base={ADMIN_JOBS_PATH} id={row.id} name={row.title} onDelete={() => onDelete(row.id)} />,
  },
];

/** `/admin/jobs`: the table (search over title, company and location), add, view, edit and delete. */
export function JobsListPage() {
  usePageTitle('Jobs');
  const table = useAdminTableState(SORT_FIELDS);
  const result = useAdminList('adminListJobs', table.state);
  const remove = useDeleteRecord('deleteJob');
  const [doomed, setDoomed] = useState<number | null>(null);
  const columns = columnsFor(setDoomed);
  const confirm = () => {
    if (doomed === null) return;
    remove.mutate(doomed, { onSettled: () => setDoomed(null) });
  };
  return (
    <div className="admin-list-page">
      <h1>Jobs</h1>
      <AdminTable
        id="jobs"
        label="Jobs"
        searchPlaceholder="Search by title, company or location"
        columns={columns}
        rowKey={(row) => row.id}
        table={table}
        result={result}
        actions={
          <LinkButton to={`${ADMIN_JOBS_PATH}/add`} intent="primary">
            Add Job
          </LinkButton>
        }
      />
      <DeleteConfirmDialog
        thing={doomed === null ? null : 'job posting'}
        busy={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
