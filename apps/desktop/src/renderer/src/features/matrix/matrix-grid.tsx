import { memo, useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { HAS_TERM_TEXT, LACKS_TERM_TEXT, SORT_BY_NAME, type MatrixColumn, type MatrixRow } from './matrix-model';

/** Every row is this tall (px): the rows in view follow from scrollTop alone, with nothing measured. */
export const MATRIX_ROW_HEIGHT = 40;
/** The header row's height (px), fixed too: a term's label wraps onto up to four lines in it. */
const MATRIX_HEADER_HEIGHT = 72;
/**
 * Rows drawn are re-chosen only when the first visible row crosses a block of this many, with a block of margin
 * on each side: scrolling re-renders the grid every few hundred pixels, not on every scroll event.
 */
const ROW_BLOCK = 10;
/** The scroll box's height before it has one (jsdom, or before layout): about a laptop's viewport. */
const FALLBACK_VIEW_HEIGHT = 600;

/** A cell's place: row -1 is the header row, column 0 the tools' names. */
export interface CellPosition {
  row: number;
  col: number;
}

const cellId = (row: number, col: number) => `matrix-cell-${row}-${col}`;

/** The rows to draw: the blocks around the visible ones, rounded so that small scrolls change nothing. */
export function drawnRange(scrollTop: number, viewHeight: number, count: number): { start: number; end: number } {
  const firstVisible = Math.floor(scrollTop / MATRIX_ROW_HEIGHT);
  const visible = Math.ceil(viewHeight / MATRIX_ROW_HEIGHT) + 1;
  const start = Math.max(0, (Math.floor(firstVisible / ROW_BLOCK) - 1) * ROW_BLOCK);
  const end = Math.min(count, (Math.ceil((firstVisible + visible) / ROW_BLOCK) + 1) * ROW_BLOCK);
  return { start, end };
}

/** The cell an event happened in: focus, click or hover tell the page which cell to explain. */
function positionOf(target: EventTarget): CellPosition | null {
  const cell = target instanceof Element ? target.closest<HTMLElement>('[data-row]') : null;
  if (!cell) return null;
  return { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
}

interface RowProps {
  row: MatrixRow;
  index: number;
  columns: readonly MatrixColumn[];
  /** The column whose cell takes Tab into the grid in this row, or null (only one row has it). */
  tabCol: number | null;
  /** The column of the cell that has the description (the evidence), or null. */
  describedCol: number | null;
  describedBy: string;
}

/** One tool: memoised, so a scroll that draws a new block renders only the rows that came in. */
const MatrixGridRow = memo(function MatrixGridRow({ row, index, columns, tabCol, describedCol, describedBy }: RowProps) {
  return (
    <tr aria-rowindex={index + 2}>
      <th
        scope="row"
        id={cellId(index, 0)}
        aria-colindex={1}
        tabIndex={tabCol === 0 ? 0 : -1}
        data-row={index}
        data-col={0}
        aria-describedby={describedCol === 0 ? describedBy : undefined}
      >
        <Link to={`/simulator/${row.id}`} tabIndex={-1}>
          {row.name}
        </Link>
      </th>
      {columns.map((column, columnIndex) => {
        const col = columnIndex + 1;
        const has = row.matched.has(column.id);
        return (
          <td
            key={column.id}
            id={cellId(index, col)}
            aria-colindex={col + 1}
            tabIndex={tabCol === col ? 0 : -1}
            data-row={index}
            data-col={col}
            className={has ? 'matrix-has' : 'matrix-lacks'}
            aria-describedby={describedCol === col ? describedBy : undefined}
          >
            <span aria-hidden="true">{has ? '✓' : '–'}</span>
            <span className="visually-hidden">{has ? HAS_TERM_TEXT : LACKS_TERM_TEXT}</span>
          </td>
        );
      })}
    </tr>
  );
});

export interface MatrixGridProps {
  rows: readonly MatrixRow[];
  columns: readonly MatrixColumn[];
  sort: string;
  onSort(sort: string): void;
  /** The cell pointed at (focused, else hovered), for the evidence beside the grid; null when none is. */
  onPoint(cell: CellPosition | null): void;
  /** The id of the element that describes the focused cell (its evidence). */
  describedBy: string;
}

/**
 * The ARIA grid pattern on a table (its rows, headers and cells take the grid's roles): one cell in the tab order (roving tabindex), arrows, Home/End, Ctrl+Home/End
 * and PageUp/PageDown move between cells, Enter or Space on a column's header sorts by it, Enter on a tool opens it.
 * Only the rows near the scroll box's view are in the DOM; aria-rowcount and each row's aria-rowindex say where they are.
 */
export function MatrixGrid({ rows, columns, sort, onSort, onPoint, describedBy }: MatrixGridProps) {
  const navigate = useNavigate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(FALLBACK_VIEW_HEIGHT);
  const [active, setActive] = useState<CellPosition>({ row: 0, col: 0 });
  const [focusWithin, setFocusWithin] = useState(false);
  // A move by key asks for the new cell to take focus once it is drawn.
  const focusPending = useRef(false);

  const lastRow = rows.length - 1;
  const lastCol = columns.length;
  // The active cell may point past a list the filters shortened, or at columns that went.
  const current = { row: Math.min(active.row, lastRow), col: Math.min(active.col, lastCol) };

  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const measure = () => setViewHeight(box.clientHeight > 0 ? box.clientHeight : FALLBACK_VIEW_HEIGHT);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(box);
    return () => observer?.disconnect();
  }, []);

  const { start, end } = drawnRange(scrollTop, viewHeight, rows.length);
  const rendered = (row: number) => row >= start && row < end;
  // Tab enters at the active cell; when it is scrolled out of the DOM, at the first drawn row's cell in that column.
  const tabRow = current.row === -1 || rendered(current.row) ? current.row : start;

  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    document.getElementById(cellId(current.row, current.col))?.focus();
  });

  /** Scrolls the box so the row is below the sticky header and inside the view, and draws it at once. */
  const reveal = (row: number) => {
    const box = scrollRef.current;
    if (!box || row < 0) return;
    const top = row * MATRIX_ROW_HEIGHT;
    // The sticky header row covers the top of the box.
    const view = (box.clientHeight > 0 ? box.clientHeight : viewHeight) - MATRIX_HEADER_HEIGHT;
    let next = box.scrollTop;
    if (top < next) next = top;
    else if (top + MATRIX_ROW_HEIGHT > next + view) next = top + MATRIX_ROW_HEIGHT - view;
    if (next !== box.scrollTop) box.scrollTop = next;
    setScrollTop(next);
  };

  const moveTo = (row: number, col: number) => {
    const next = { row: Math.max(-1, Math.min(lastRow, row)), col: Math.max(0, Math.min(lastCol, col)) };
    reveal(next.row);
    focusPending.current = true;
    setActive(next);
    onPoint(next);
  };

  const sortOf = (col: number) => (col === 0 ? SORT_BY_NAME : (columns[col - 1]?.id ?? SORT_BY_NAME));

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const { row, col } = current;
    const page = Math.max(1, Math.floor(viewHeight / MATRIX_ROW_HEIGHT) - 2);
    const ctrl = event.ctrlKey || event.metaKey;
    switch (event.key) {
      case 'ArrowRight':
        moveTo(row, col + 1);
        break;
      case 'ArrowLeft':
        moveTo(row, col - 1);
        break;
      case 'ArrowDown':
        moveTo(row + 1, col);
        break;
      case 'ArrowUp':
        moveTo(row - 1, col);
        break;
      case 'Home':
        moveTo(ctrl ? -1 : row, 0);
        break;
      case 'End':
        moveTo(ctrl ? lastRow : row, lastCol);
        break;
      case 'PageDown':
        moveTo(row + page, col);
        break;
      case 'PageUp':
        // From the first rows it stops at the first tool, not the header.
        moveTo(Math.max(row === -1 ? -1 : 0, row - page), col);
        break;
      case 'Enter':
      case ' ': {
        if (row === -1) onSort(sortOf(col));
        else if (col === 0 && event.key === 'Enter') {
          const tool = rows[row];
          if (tool) void navigate(`/simulator/${tool.id}`);
        } else return;
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

  const onScroll = useCallback(() => setScrollTop(scrollRef.current?.scrollTop ?? 0), []);

  const describedRow = focusWithin ? current.row : null;
  const headerTab = tabRow === -1 ? current.col : null;

  return (
    <div className="matrix-scroll" ref={scrollRef} onScroll={onScroll}>
      {/* The whole list's height, so the scroll box scrolls as if every row were drawn. */}
      <div style={{ height: MATRIX_HEADER_HEIGHT + rows.length * MATRIX_ROW_HEIGHT }}>
        <table
          role="grid"
          className="matrix-grid"
          aria-label="Capability matrix"
          aria-rowcount={rows.length + 1}
          aria-colcount={columns.length + 1}
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            const position = positionOf(event.target);
            setFocusWithin(true);
            if (!position) return;
            setActive(position);
            onPoint(position);
          }}
          onBlur={(event) => {
            if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
            setFocusWithin(false);
            onPoint(null);
          }}
          onMouseOver={(event) => {
            if (!focusWithin) onPoint(positionOf(event.target));
          }}
          onClick={(event) => {
            const position = positionOf(event.target);
            if (position?.row === -1) onSort(sortOf(position.col));
          }}
        >
          <thead>
            <tr aria-rowindex={1} style={{ height: MATRIX_HEADER_HEIGHT }}>
              {[{ id: SORT_BY_NAME, label: 'Tool', definition: 'Sort by name' }, ...columns].map((column, col) => (
                <th
                  key={column.id}
                  scope="col"
                  id={cellId(-1, col)}
                  aria-colindex={col + 1}
                  aria-sort={sort === column.id ? (col === 0 ? 'ascending' : 'descending') : undefined}
                  tabIndex={headerTab === col ? 0 : -1}
                  data-row={-1}
                  data-col={col}
                  title={column.definition}
                  aria-describedby={focusWithin && current.row === -1 && current.col === col ? describedBy : undefined}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          {/* The drawn rows, moved down to where they sit in the whole list. */}
          <tbody style={{ transform: `translateY(${start * MATRIX_ROW_HEIGHT}px)` }}>
            {rows.slice(start, end).map((row, offset) => {
              const index = start + offset;
              return (
                <MatrixGridRow
                  key={row.id}
                  row={row}
                  index={index}
                  columns={columns}
                  tabCol={tabRow === index ? current.col : null}
                  describedCol={describedRow === index ? current.col : null}
                  describedBy={describedBy}
                />
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
