/** The grid's rows: a tool's row, recycled as the grid scrolls, and the header row. */
import { memo } from 'react';
import { HAS_TERM_TEXT, LACKS_TERM_TEXT, SORT_BY_NAME, type MatrixColumn, type MatrixRow } from './matrix-model';
import { MATRIX_HEADER_HEIGHT, MATRIX_ROW_HEIGHT } from './matrix-window';

interface RowProps {
  row: MatrixRow;
  index: number;
  columns: readonly MatrixColumn[];
  /** The column whose cell takes Tab into the grid in this row, or null (only one row has it). */
  tabCol: number | null;
  /** The column of the cell that has the description (the evidence), or null. */
  describedCol: number | null;
  describedBy: string;
  /** How many of the columns are drawn, from the first. */
  drawnColumns: number;
  /** Where the tools' pages are ('/simulator' as the router writes it): the tool's link is this and its id. */
  toolHref: string;
}

/**
 * One tool: memoised, so a scroll that draws new rows renders only the rows that came in, in the elements of the rows
 * that left (the grid keys rows by slot). Each row is placed on its own (matrix.css: absolutely, by `top`, contained), so the rows
 * that come in are laid out alone, not the table with them. The name's link is a plain one: the grid routes its clicks.
 */
export const MatrixGridRow = memo(function MatrixGridRow({
  row,
  index,
  columns,
  tabCol,
  describedCol,
  describedBy,
  drawnColumns,
  toolHref,
}: RowProps) {
  return (
    <tr aria-rowindex={index + 2} style={{ top: MATRIX_HEADER_HEIGHT + index * MATRIX_ROW_HEIGHT }}>
      <th scope="row" tabIndex={tabCol === 0 ? 0 : undefined} aria-describedby={describedCol === 0 ? describedBy : undefined}>
        <a href={`${toolHref}/${row.id}`} tabIndex={-1}>
          {row.name}
        </a>
      </th>
      {columns.slice(0, drawnColumns).map((column, columnIndex) => {
        const col = columnIndex + 1;
        const has = row.matched.has(column.id);
        return (
          // A bare cell, thousands of them drawn as the grid scrolls: named by its label (the mark is the class's
          // background, which screen readers skip), and focusable only while it is the active one.
          <td
            key={column.id}
            tabIndex={tabCol === col ? 0 : undefined}
            className={has ? 'matrix-has' : 'matrix-lacks'}
            aria-label={has ? HAS_TERM_TEXT : LACKS_TERM_TEXT}
            aria-describedby={describedCol === col ? describedBy : undefined}
          />
        );
      })}
    </tr>
  );
});

interface HeaderProps {
  columns: readonly MatrixColumn[];
  sort: string;
  /** The column whose header takes Tab into the grid, or null when a tool's cell has it. */
  tabCol: number | null;
  /** The column of the header that has the description, or null. */
  describedCol: number | null;
  describedBy: string;
}

/** The header row: memoised, so a scroll that draws new rows does not render its 61 cells again. */
export const MatrixHeader = memo(function MatrixHeader({ columns, sort, tabCol, describedCol, describedBy }: HeaderProps) {
  return (
    <thead>
      <tr aria-rowindex={1}>
        {[{ id: SORT_BY_NAME, label: 'Tool', definition: 'Sort by name' }, ...columns].map((column, col) => (
          <th
            key={column.id}
            scope="col"
            aria-sort={sort === column.id ? (col === 0 ? 'ascending' : 'descending') : undefined}
            tabIndex={tabCol === col ? 0 : undefined}
            title={column.definition}
            aria-describedby={describedCol === col ? describedBy : undefined}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
});
