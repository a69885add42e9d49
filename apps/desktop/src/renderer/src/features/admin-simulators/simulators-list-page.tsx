import type { Simulator } from '@rsd/core';
import { useState } from 'react';
import { usePageTitle } from '../../app/use-page-title';
import { LinkButton } from '../../ui/link-button';
import { RecordActions } from '../admin/ui/record-actions';
import { useAdminList } from '../admin/queries';
import { AdminTable, type AdminColumn } from '../admin/ui/admin-table';
import { DeleteConfirmDialog } from '../admin/ui/delete-confirm-dialog';
import { useAdminTableState } from '../admin/ui/use-admin-table-state';
import { useDeleteRecord } from '../admin/mutations';
import { ADMIN_SIMULATORS_PATH } from './mutations';

const SORT_FIELDS = ['name', 'fullName', 'developmentStatus', 'updatedAt'] as const;

/** The table's columns; a row's Delete asks for confirmation through `onDelete`. */
const columnsFor = (onDelete: (id: number) => void): AdminColumn<Simulator>[] => [
  { id: 'name', header: 'Name', sortField: 'name', cell: (row) => row.name },
  { id: 'fullName', header: 'Full Name', sortField: 'fullName', cell: (row) => row.fullName },
  { id: 'status', header: 'Status', sortField: 'developmentStatus', cell: (row) => row.developmentStatus },
  { id: 'license', header: 'License', cell: (row) => row.licenseType ?? '—' },
  {
    id: 'actions',
    header: 'Actions',
    cell: (row) => <RecordActions base={ADMIN_SIMULATORS_PATH} id={row.id} name={row.name} onDelete={() => onDelete(row.id)} />,
  },
];

/** `/admin/simulators`: the table (search over name and full name), add, view, edit and delete. */
export function SimulatorsListPage() {
  usePageTitle('Simulators');
  const table = useAdminTableState(SORT_FIELDS);
  const result = useAdminList('adminListSimulators', table.state);
  const remove = useDeleteRecord('deleteSimulator');
  const [doomed, setDoomed] = useState<number | null>(null);
  const columns = columnsFor(setDoomed);
  const confirm = () => {
    if (doomed === null) return;
    remove.mutate(doomed, { onSettled: () => setDoomed(null) });
  };
  return (
    <div className="admin-list-page">
      <h1>Simulators</h1>
      <AdminTable
        id="simulators"
        label="Simulators"
        searchPlaceholder="Search by name or full name"
        columns={columns}
        rowKey={(row) => row.id}
        table={table}
        result={result}
        actions={
          <LinkButton to={`${ADMIN_SIMULATORS_PATH}/edit/new`} intent="primary">
            Add Simulator
          </LinkButton>
        }
      />
      <DeleteConfirmDialog
        thing={doomed === null ? null : 'simulator'}
        busy={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
