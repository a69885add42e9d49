import type { Technology } from '@rsd/core';
import { useState } from 'react';
import { usePageTitle } from '../../app/use-page-title';
import { LinkButton } from '../../ui/link-button';
import { RecordActions } from '../admin/ui/record-actions';
import { useAdminList } from '../admin/queries';
import { AdminTable, type AdminColumn } from '../admin/ui/admin-table';
import { DeleteConfirmDialog } from '../admin/ui/delete-confirm-dialog';
import { useAdminTableState } from '../admin/ui/use-admin-table-state';
import { useDeleteRecord } from '../admin/mutations';
import { ADMIN_TECHNOLOGIES_PATH } from './mutations';

const SORT_FIELDS = ['name', 'vendorName', 'readinessLevel', 'category', 'updatedAt'] as const;

/** The table's columns; a row's Delete asks for confirmation through `onDelete`. */
const columnsFor = (onDelete: (id: number) => void): AdminColumn<Technology>[] => [
  { id: 'name', header: 'Name', sortField: 'name', cell: (row) => row.name },
  { id: 'vendor', header: 'Vendor', sortField: 'vendorName', cell: (row) => row.vendorName },
  { id: 'readiness', header: 'Readiness', sortField: 'readinessLevel', cell: (row) => row.readinessLevel },
  { id: 'category', header: 'Category', sortField: 'category', cell: (row) => row.category },
  {
    id: 'actions',
    header: 'Actions',
    cell: (row) => <RecordActions base={ADMIN_TECHNOLOGIES_PATH} id={row.id} name={row.name} onDelete={() => onDelete(row.id)} />,
  },
];

/** `/admin/technologies`: the table (search over name and vendor), add, view, edit and delete. */
export function TechnologiesListPage() {
  usePageTitle('Technologies');
  const table = useAdminTableState(SORT_FIELDS);
  const result = useAdminList('adminListTechnologies', table.state);
  const remove = useDeleteRecord('deleteTechnology');
  const [doomed, setDoomed] = useState<number | null>(null);
  const columns = columnsFor(setDoomed);
  const confirm = () => {
    if (doomed === null) return;
    remove.mutate(doomed, { onSettled: () => setDoomed(null) });
  };
  return (
    <div className="admin-list-page">
      <h1>Technologies</h1>
      <AdminTable
        id="technologies"
        label="Technologies"
        searchPlaceholder="Search by name or vendor"
        columns={columns}
        rowKey={(row) => row.id}
        table={table}
        result={result}
        actions={
          <LinkButton to={`${ADMIN_TECHNOLOGIES_PATH}/add`} intent="primary">
            Add Technology
          </LinkButton>
        }
      />
      <DeleteConfirmDialog
        thing={doomed === null ? null : 'technology'}
        busy={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
