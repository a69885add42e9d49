import { useCallback, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { MatrixGridRow, MatrixHeader } from './matrix-grid-rows';
import { SORT_BY_NAME, type MatrixColumn, type MatrixRow } from './matrix-model';
import { MatrixNames } from './matrix-names';
import { columnsInView, drawnRange, MATRIX_HEADER_HEIGHT, MATRIX_ROW_HEIGHT, rowSlots, stepAt, type ColumnGeometry } from './matrix-window';
import { placeRows, type SlottedRow } from './matrix-slots';

/** The scroll box's height before it has one (jsdom, or before layout): about a laptop's viewport. */
const FALLBACK_VIEW_HEIGHT = 600;

/** A cell's place: row -1 is the header row, column 0 the tools' names. */
export interface CellPosition {
  row: number;
  col: number;
}

/** The widths matrix.css gives the names' column and each term's column (px), read from its custom properties. */
const columnGeometryOf = (box: HTMLElement): ColumnGeometry => {
  const style = getComputedStyle(box);
  return {
    name: Number.parseFloat(style.getPropertyValue('--matrix-name-width')),
    term: Number.parseFloat(style.getPropertyValue('--matrix-column-width')),
    view: box.clientWidth,
  };
};

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

export interface MatrixGridProps {
  rows: readonly MatrixRow[];
  /**
   * Every row the grid has (its aria-rowcount, less the header, and its scroll height): `rows.length`, or more while
   * `rows` are the first of a list still being read, so neither the count nor the scroll bar changes when the rest comes.
   */
  rowCount: number;
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
export function MatrixGrid({ rows, rowCount, columns, sort, onSort, onPoint, describedBy }: MatrixGridProps) {
  const navigate = useNavigate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const [step, setStep] = useState(0);
  const [viewHeight, setViewHeight] = useState(FALLBACK_VIEW_HEIGHT);
  const [inView, setInView] = useState(columns.length);
  // Measured on a resize, so a scroll reads only the box's offsets.
  const geometry = useRef<ColumnGeometry>({ name: Number.NaN, term: Number.NaN, view: 0 });
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
      geometry.current = columnGeometryOf(box);
      setInView(columnsInView(box.scrollLeft, geometry.current, columns.length));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(box);
    return () => observer?.disconnect();
  }, [columns.length]);

  const { start, end } = drawnRange(step, viewHeight, rows.length);
  const slots = rowSlots(viewHeight);
  const { order, drawn, tabRow } = useMemo(
    () => placeRows({ start, end, slots, activeRow: current.row, focusWithin }),
    [start, end, slots, current.row, focusWithin],
  );
  const toolHref = useHref('/simulator');
  // The active cell is drawn wherever it is, so a move by key can focus it (the focus then scrolls it into view).
  const drawnColumns = Math.min(lastCol, Math.max(inView, current.col));

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
    setInView(columnsInView(box.scrollLeft, geometry.current, columns.length));
  }, [columns.length]);

  const describedRow = focusWithin ? current.row : null;
  const headerTab = tabRow === -1 ? current.col : null;

  /** Opens a row's tool in the app, as react-router's Link would: the names are plain links, thousands of them drawn. */
  const openTool = (row: number, event: MouseEvent) => {
    const tool = rows[row];
    if (!tool || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(`/simulator/${tool.id}`);
  };

  /** A press on a name in the names' layer makes its row's name cell the active one, which then takes focus. */
  const pressName = (row: number, event: MouseEvent) => {
    // Not the layer's own link, which is out of the tab order.
    event.preventDefault();
    focusPending.current = true;
    setActive({ row, col: 0 });
  };

  const gridRow = ({ index, key }: SlottedRow) => {
    const row = rows[index];
    return row ? (
      <MatrixGridRow
        key={key}
        row={row}
        index={index}
        columns={columns}
        tabCol={tabRow === index ? current.col : null}
        describedCol={describedRow === index ? current.col : null}
        describedBy={describedBy}
        drawnColumns={drawnColumns}
        toolHref={toolHref}
      />
    ) : null;
  };

  return (
    <div className="matrix-scroll" ref={scrollRef} onScroll={onScroll}>
      <MatrixNames
        rows={rows}
        order={order}
        slots={slots}
        focusedRow={focusWithin && current.col === 0 ? current.row : null}
        onPress={pressName}
        onHover={(row) => {
          if (!focusWithin) onPoint({ row, col: 0 });
        }}
        onOpen={openTool}
      />
      <table
        ref={gridRef}
        role="grid"
        className="matrix-grid"
        // Its size set (the whole list's height, so the box scrolls as if every row were drawn), nothing in it is measured.
        style={{ '--matrix-columns': columns.length, height: MATRIX_HEADER_HEIGHT + rowCount * MATRIX_ROW_HEIGHT } as CSSProperties}
        aria-label="Capability matrix"
        aria-rowcount={rowCount + 1}
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
          // A screen reader's click on a row header's link.
          else if (position?.col === 0 && event.target instanceof Element && event.target.closest('a')) openTool(position.row, event);
        }}
      >
        <MatrixHeader
          columns={columns}
          sort={sort}
          tabCol={headerTab}
          describedCol={focusWithin && current.row === -1 ? current.col : null}
          describedBy={describedBy}
        />
        {/* The drawn rows, each moved down to where it sits in the whole list, each in its slot's element. */}
        <tbody>{drawn.map(gridRow)}</tbody>
      </table>
    </div>
  );
}
