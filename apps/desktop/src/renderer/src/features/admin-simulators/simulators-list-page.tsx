import { completenessOf, formatCompleteness, type HarvestState, type Simulator } from '@rsd/core';
import { useMemo, useState } from 'react';
import { usePageTitle } from '../../app/use-page-title';
import { LinkButton } from '../../ui/link-button';
import { RecordActions } from '../admin/ui/record-actions';
import { useAdminList } from '../admin/queries';
import { AdminTable, type AdminColumn } from '../admin/ui/admin-table';
import { DeleteConfirmDialog } from '../admin/ui/delete-confirm-dialog';
import { useAdminTableState } from '../admin/ui/use-admin-table-state';
import { useDeleteRecord } from '../admin/mutations';
import { HarvestCell, type HarvestStatesStatus } from './harvest-cell';
import { ADMIN_SIMULATORS_PATH } from './mutations';
import { useHarvestStates } from './queries';

const SORT_FIELDS = ['name', 'fullName', 'developmentStatus', 'updatedAt', 'completeness'] as const;

/** A row's harvest state, and whether the table's states have come. */
interface HarvestLookup {
  of(id: number): HarvestState | undefined;
  status: HarvestStatesStatus;
}

/** The table's columns; a row's Delete asks for confirmation through `onDelete`. */
const columnsFor = (onDelete: (id: number) => void, harvest: HarvestLookup): AdminColumn<Simulator>[] => [
  { id: 'name', header: 'Name', sortField: 'name', cell: (row) => row.name },
  { id: 'fullName', header: 'Full Name', sortField: 'fullName', cell: (row) => row.fullName },
  { id: 'status', header: 'Status', sortField: 'developmentStatus', cell: (row) => row.developmentStatus },
  { id: 'license', header: 'License', cell: (row) => row.licenseType ?? '—' },
  // The server sorts by the score it stored with the row, from the same core rule.
  { id: 'completeness', header: 'Completeness', sortField: 'completeness', cell: (row) => formatCompleteness(completenessOf(row).score) },
  { id: 'harvest', header: 'Harvest', cell: (row) => <HarvestCell state={harvest.of(row.id)} status={harvest.status} /> },
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
  const harvestStates = useHarvestStates();
  const harvest = useMemo((): HarvestLookup => {
    const byId = new Map(harvestStates.data?.map((state) => [state.simulatorId, state]));
    return { of: (id) => byId.get(id), status: harvestStates.status };
  }, [harvestStates.data, harvestStates.status]);
  const columns = columnsFor(setDoomed, harvest);
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
