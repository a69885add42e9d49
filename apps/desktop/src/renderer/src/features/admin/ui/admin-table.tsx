import { Button, Classes, HTMLTable, Spinner } from '@blueprintjs/core';
import { CaretDownIcon, CaretUpIcon } from '@blueprintjs/icons';
import { pageCount } from '@rsd/core';
import { useEffect, type ReactNode } from 'react';
import { SearchField } from '../../../ui/search-field';
import type { AdminListResult } from '../queries';
import { AdminPager, knownTotal } from './admin-pager';
import { adminErrorText } from './admin-error-text';
import { sortDirectionOf } from './admin-table-url';
import type { AdminTableController } from './use-admin-table-state';
import './admin-table.css';

export interface AdminColumn<Row> {
  id: string;
  header: string;
  cell(row: Row): ReactNode;
  /** The list's sort field behind this column; without one the column does not sort. */
  sortField?: string;
  /** Text without spaces that may be long (an e-mail address): it breaks anywhere rather than widen the table. */
  wrap?: boolean;
}

export interface AdminTableProps<Row> {
  /** Ids of the table's controls start with this. */
  id: string;
  /** The table's accessible name, e.g. 'Users'. */
  label: string;
  /** The search box's placeholder: which fields it searches (product rules §5). */
  searchPlaceholder: string;
  columns: readonly AdminColumn<Row>[];
  rowKey(row: Row): string | number;
  table: AdminTableController;
  result: AdminListResult<Row>;
  /** Buttons beside the search box (e.g. 'Add User'). */
  actions?: ReactNode;
}

export const ADMIN_TABLE_LOADING = 'Loading data...';
export const ADMIN_TABLE_EMPTY = 'No data available';

function SortHeader<Row>({ column, table }: { column: AdminColumn<Row>; table: AdminTableController }) {
  if (!column.sortField) return <th scope="col">{column.header}</th>;
  const field = column.sortField;
  const direction = sortDirectionOf(table.state, field);
  return (
    <th scope="col" aria-sort={direction}>
      <Button
        variant="minimal"
        size="small"
        className="admin-sort-button"
        onClick={() => table.sortBy(field)}
        endIcon={direction === 'none' ? undefined : direction === 'ascending' ? <CaretUpIcon /> : <CaretDownIcon />}
      >
        {column.header}
      </Button>
    </th>
  );
}

/**
 * Spec 2 and 8: an admin list as a table paged, searched and sorted on the server, with 'Loading data...' while
 * the first page loads, 'No data available' when nothing matches, and the failure said plainly.
 */
export function AdminTable<Row>({ id, label, searchPlaceholder, columns, rowKey, table, result, actions }: AdminTableProps<Row>) {
  const { data } = result;
  const { page, pageSize } = table.state;
  const total = knownTotal(data, result.count);
  const lastPage = total?.totalExact ? pageCount(total.total, pageSize) : null;

  // A page past the end (the last row of the last page was deleted, or a stale link): show the last page instead.
  useEffect(() => {
    if (lastPage !== null && page > lastPage && !result.isFetching) table.replacePage(lastPage);
  }, [lastPage, page, result.isFetching, table]);

  // The message sits inside the cell, so the table keeps its structure for screen readers.
  const message = (text: ReactNode, kind: 'status' | 'alert') => (
    <tr>
      <td colSpan={columns.length} className={`admin-table-message ${Classes.TEXT_MUTED}`}>
        {kind === 'status' ? <output>{text}</output> : <span role="alert">{text}</span>}
      </td>
    </tr>
  );

  let body: ReactNode;
  if (result.isPending) {
    body = message(
      <>
        <Spinner size={16} aria-hidden /> {ADMIN_TABLE_LOADING}
      </>,
      'status',
    );
  } else if (result.isError || !data) {
    body = message(adminErrorText(result.error), 'alert');
  } else if (data.items.length === 0) {
    body = message(ADMIN_TABLE_EMPTY, 'status');
  } else {
    body = data.items.map((row) => (
      <tr key={rowKey(row)}>
        {columns.map((column) => (
          <td key={column.id} className={column.wrap ? 'admin-cell-wrap' : undefined}>
            {column.cell(row)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <section className="admin-table-block" aria-label={label}>
      <div className="admin-table-toolbar">
        <SearchField
          id={`${id}-search`}
          label="Search"
          placeholder={searchPlaceholder}
          value={table.searchText}
          onValueChange={table.setSearch}
          className="admin-table-search"
        />
        {actions ? <div className="admin-table-actions">{actions}</div> : null}
      </div>
      <div className="admin-table-scroll">
        <HTMLTable className="admin-table" aria-label={label} aria-busy={result.isFetching}>
          <thead>
            <tr>
              {columns.map((column) => (
                <SortHeader key={column.id} column={column} table={table} />
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </HTMLTable>
      </div>
      <AdminPager
        id={id}
        page={page}
        pageSize={pageSize}
        rows={data?.items.length ?? 0}
        hasNext={data?.hasNext ?? false}
        total={total}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
      />
    </section>
  );
}
