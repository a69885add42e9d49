import { memo, useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { HAS_TERM_TEXT, LACKS_TERM_TEXT, SORT_BY_NAME, type MatrixColumn, type MatrixRow } from './matrix-model';

/** Every row is this tall (px): the rows in view follow from the scroll offset alone, with nothing measured. */
export const MATRIX_ROW_HEIGHT = 40;
/** The header row's height (px), fixed too: a term's label wraps onto up to four lines in it. */
const MATRIX_HEADER_HEIGHT = 72;
/**
 * Rows drawn are re-chosen only when the first visible row crosses a step of this many: a fast flick (120 px a frame)
 * draws a few rows a frame, each frame's share of the work small, rather than a block of ten every third frame.
 */
const ROW_STEP = 3;
/** Rows drawn beyond each edge of the view, so a step's rows are drawn before they scroll into it. */
const ROW_MARGIN = 10;
/** Term columns drawn beyond the view's right edge, so a short scroll sideways finds them drawn. */
const COLUMN_MARGIN = 2;
/** The scroll box's height before it has one (jsdom, or before layout): about a laptop's viewport. */
const FALLBACK_VIEW_HEIGHT = 600;

/** A cell's place: row -1 is the header row, column 0 the tools' names. */
export interface CellPosition {
  row: number;
  col: number;
}

/** The widths matrix.css gives the names' column and each term's column (px), read from its custom properties. */
interface ColumnWidths {
  name: number;
  term: number;
}

const columnWidthsOf = (box: HTMLElement): ColumnWidths => {
  const style = getComputedStyle(box);
  return {
    name: Number.parseFloat(style.getPropertyValue('--matrix-name-width')),
    term: Number.parseFloat(style.getPropertyValue('--matrix-column-width')),
  };
};

/**
 * How many term columns to draw, from the first: those that reach into the box's view, and a margin. Columns to the
 * left of the view stay drawn, so a cell's place in its row is its column (cellIndex) and no column needs an index
 * of its own. Every column while the box has no size or no widths (jsdom, before layout).
 */
function columnsInView(box: HTMLElement, widths: ColumnWidths, count: number): number {
  if (!(box.clientWidth > 0 && widths.term > 0 && widths.name >= 0)) return count;
  return Math.min(count, Math.ceil((box.scrollLeft + box.clientWidth - widths.name) / widths.term) + COLUMN_MARGIN);
}

/** The step the box's top edge is in: the grid renders again only when it changes, not on every scroll event. */
const stepAt = (scrollTop: number): number => Math.floor(scrollTop / MATRIX_ROW_HEIGHT / ROW_STEP);

/** The rows to draw: the view from the step's first row, with a margin on each side. */
export function drawnRange(step: number, viewHeight: number, count: number): { start: number; end: number } {
  const visible = Math.ceil(viewHeight / MATRIX_ROW_HEIGHT) + ROW_STEP;
  const start = Math.max(0, step * ROW_STEP - ROW_MARGIN);
  const end = Math.min(count, step * ROW_STEP + visible + ROW_MARGIN);
  return { start, end };
}

/**
 * The cell an event happened in (focus, click or hover tell the page which cell to explain), from its row's
 * aria-rowindex and its place in the row: a cell carries no attributes of its own for it, thousands of them being drawn
 * as the grid scrolls.
 */
function positionOf(target: EventTarget): CellPosition | null {
  const cell = target instanceof Element ? target.closest('td, th') : null;
  const rowIndex = cell?.parentElement?.getAttribute('aria-rowindex');
  if (!(cell instanceof HTMLTableCellElement) || !rowIndex) return null;
  return { row: Number(rowIndex) - 2, col: cell.cellIndex };
}

/** The drawn cell at a position, if its row is drawn. */
const cellAt = (grid: HTMLTableElement | null, { row, col }: CellPosition): HTMLElement | undefined =>
  grid?.querySelector(`tr[aria-rowindex="${row + 2}"]`)?.children[col] as HTMLElement | undefined;

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
}

/**
 * One tool: memoised, so a scroll that draws new rows renders only the rows that came in. Each row is placed on its
 * own (matrix.css: absolutely, contained), so the rows that come in are laid out alone, not the table with them.
 */
const MatrixGridRow = memo(function MatrixGridRow({ row, index, columns, tabCol, describedCol, describedBy, drawnColumns }: RowProps) {
  return (
    <tr aria-rowindex={index + 2} style={{ transform: `translateY(${index * MATRIX_ROW_HEIGHT}px)` }}>
      <th scope="row" tabIndex={tabCol === 0 ? 0 : undefined} aria-describedby={describedCol === 0 ? describedBy : undefined}>
        <Link to={`/simulator/${row.id}`} tabIndex={-1}>
          {row.name}
        </Link>
      </th>
      {columns.slice(0, drawnColumns).map((column, columnIndex) => {
        const col = columnIndex + 1;
        const has = row.matched.has(column.id);
        return (
          // A bare cell, thousands of them drawn as the grid scrolls: named by its label (the mark is the class's
          // ::before, which screen readers skip), and focusable only while it is the active one.
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
const MatrixHeader = memo(function MatrixHeader({ columns, sort, tabCol, describedCol, describedBy }: HeaderProps) {
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
 * Only the rows near the scroll box's view, and the columns up to its right edge, are in the DOM; aria-rowcount, aria-colcount
 * and each row's aria-rowindex say where they are.
 */
export function MatrixGrid({ rows, columns, sort, onSort, onPoint, describedBy }: MatrixGridProps) {
  const navigate = useNavigate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const [step, setStep] = useState(0);
  const [viewHeight, setViewHeight] = useState(FALLBACK_VIEW_HEIGHT);
  const [inView, setInView] = useState(columns.length);
  const widths = useRef<ColumnWidths>({ name: Number.NaN, term: Number.NaN });
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
    const measure = () => {
      setViewHeight(box.clientHeight > 0 ? box.clientHeight : FALLBACK_VIEW_HEIGHT);
      // The names' column narrows on a phone (matrix.css), and a resize is when that can change.
      widths.current = columnWidthsOf(box);
      setInView(columnsInView(box, widths.current, columns.length));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(box);
    return () => observer?.disconnect();
  }, [columns.length]);

  const { start, end } = drawnRange(step, viewHeight, rows.length);
  // The active cell is drawn wherever it is, so a move by key can focus it (the focus then scrolls it into view).
  const drawnColumns = Math.min(lastCol, Math.max(inView, current.col));
  const rendered = (row: number) => row >= start && row < end;
  // Tab enters at the active cell; when it is scrolled out of the DOM, at the first drawn row's cell in that column.
  const tabRow = current.row === -1 || rendered(current.row) ? current.row : start;

  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    cellAt(gridRef.current, current)?.focus();
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
    setStep(stepAt(next));
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

  const onScroll = useCallback(() => {
    const box = scrollRef.current;
    if (!box) return;
    setStep(stepAt(box.scrollTop));
    setInView(columnsInView(box, widths.current, columns.length));
  }, [columns.length]);

  const describedRow = focusWithin ? current.row : null;
  const headerTab = tabRow === -1 ? current.col : null;

  return (
    <div className="matrix-scroll" ref={scrollRef} onScroll={onScroll}>
      <table
        ref={gridRef}
        role="grid"
        className="matrix-grid"
        // Its size set (the whole list's height, so the box scrolls as if every row were drawn), nothing in it is measured.
        style={{ '--matrix-columns': columns.length, height: MATRIX_HEADER_HEIGHT + rows.length * MATRIX_ROW_HEIGHT } as CSSProperties}
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
        // A press makes the cell the active one, which then takes focus: only the active cell is focusable.
        onMouseDown={(event) => {
          const position = positionOf(event.target);
          if (!position) return;
          focusPending.current = true;
          setActive(position);
        }}
        onMouseOver={(event) => {
          if (!focusWithin) onPoint(positionOf(event.target));
        }}
        onClick={(event) => {
          const position = positionOf(event.target);
          if (position?.row === -1) onSort(sortOf(position.col));
        }}
      >
        <MatrixHeader
          columns={columns}
          sort={sort}
          tabCol={headerTab}
          describedCol={focusWithin && current.row === -1 ? current.col : null}
          describedBy={describedBy}
        />
        {/* The drawn rows, each moved down to where it sits in the whole list. */}
        <tbody>
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
                drawnColumns={drawnColumns}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
