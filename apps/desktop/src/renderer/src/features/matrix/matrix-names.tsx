import type { MouseEvent, ReactNode } from 'react';
import { useHref } from 'react-router-dom';
import type { MatrixRow } from './matrix-model';
import { MATRIX_HEADER_HEIGHT, MATRIX_ROW_HEIGHT } from './matrix-window';

interface MatrixNamesProps {
  rows: readonly MatrixRow[];
  /** The drawn rows, as the grid draws them: from start to before end. */
  start: number;
  end: number;
  /** Row `index` is in element `index % slots`, as the grid's rows are (matrix-window's rowSlots). */
  slots: number;
  /** The row whose name cell has focus, marked here since the layer covers that cell's own focus ring; or null. */
  focusedRow: number | null;
  /** A press, the pointer coming onto a name, and a click, each with the name's row: they stand for its name cell's. */
  onPress(row: number, event: MouseEvent): void;
  onHover(row: number): void;
  onOpen(row: number, event: MouseEvent): void;
}

/**
 * The drawn rows' names as one layer stuck to the box's left edge, over the grid's own name cells: one sticky element,
 * where a sticky cell per row made the browser composite and place a layer per drawn row every frame of a scroll. It is
 * hidden from assistive technology and out of the tab order: the grid's row headers stay the cells that are read and
 * focused, and a press, a hover or a click here goes to them.
 */
export function MatrixNames({ rows, start, end, slots, focusedRow, onPress, onHover, onOpen }: MatrixNamesProps) {
  const toolHref = useHref('/simulator');
  const names: ReactNode[] = [];
  for (let index = start; index < end; index++) {
    const row = rows[index];
    if (!row) continue;
    names.push(
      <a
        key={index % slots}
        href={`${toolHref}/${row.id}`}
        tabIndex={-1}
        onMouseDown={(event) => onPress(index, event)}
        onMouseEnter={() => onHover(index)}
        onClick={(event) => onOpen(index, event)}
        className={index === focusedRow ? 'matrix-name-focused' : undefined}
        style={{ top: MATRIX_HEADER_HEIGHT + index * MATRIX_ROW_HEIGHT }}
      >
        {row.name}
      </a>,
    );
  }
  return (
    <div className="matrix-names" aria-hidden="true">
      {names}
    </div>
  );
}
