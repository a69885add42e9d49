import { memo, type MouseEvent } from 'react';
import { useHref } from 'react-router-dom';
import type { MatrixRow } from './matrix-model';
import { MATRIX_HEADER_HEIGHT, MATRIX_ROW_HEIGHT } from './matrix-window';

interface MatrixNamesProps {
  rows: readonly MatrixRow[];
  /** The drawn rows in their elements' order (matrix-slots' placeRows), as the grid draws them. */
  order: readonly number[];
  /** Row `index` is in element `index % slots`, as the grid's rows are (matrix-window's rowSlots). */
  slots: number;
  /** The row whose name cell has focus, marked here since the layer covers that cell's own focus ring; or null. */
  focusedRow: number | null;
  /** A press, the pointer coming onto a name, and a click, each with the name's row: they stand for its name cell's. */
  onPress(row: number, event: MouseEvent): void;
  onHover(row: number): void;
  onOpen(row: number, event: MouseEvent): void;
}

interface NameProps {
  row: MatrixRow;
  index: number;
  focused: boolean;
  toolHref: string;
}

/** One drawn name: memoised, so a scroll renders only the names of the rows it brings in. */
const MatrixName = memo(function MatrixName({ row, index, focused, toolHref }: NameProps) {
  return (
    <a
      href={`${toolHref}/${row.id}`}
      tabIndex={-1}
      className={focused ? 'matrix-name-focused' : undefined}
      style={{ top: MATRIX_HEADER_HEIGHT + index * MATRIX_ROW_HEIGHT }}
    >
      {row.name}
    </a>
  );
});

/**
 * The drawn rows' names as one layer stuck to the box's left edge, over the grid's own name cells: one sticky element,
 * where a sticky cell per row made the browser composite and place a layer per drawn row every frame of a scroll. It is
 * hidden from assistive technology and out of the tab order: the grid's row headers stay the cells that are read and
 * focused, and a press, a hover or a click here goes to them. The layer listens for the names (a name's row is its
 * place among them), so a name has no handlers of its own to change as it is recycled.
 */
export function MatrixNames({ rows, order, slots, focusedRow, onPress, onHover, onOpen }: MatrixNamesProps) {
  const toolHref = useHref('/simulator');
  const rowOf = (event: MouseEvent<HTMLElement>): number | undefined => {
    const name = event.target instanceof Element ? event.target.closest('a') : null;
    return name ? order[Array.prototype.indexOf.call(event.currentTarget.children, name)] : undefined;
  };
  const on = (handle: (row: number, event: MouseEvent) => void) => (event: MouseEvent<HTMLElement>) => {
    const row = rowOf(event);
    if (row !== undefined) handle(row, event);
  };
  return (
    <div
      className="matrix-names"
      aria-hidden="true"
      onMouseDown={on(onPress)}
      // The pointer's alone: the layer never has focus, and a key's move focuses the row header, which the grid hears.
      onPointerOver={on((row) => onHover(row))}
      onClick={on(onOpen)}
    >
      {order.map((index) => {
        const row = rows[index];
        return row ? <MatrixName key={index % slots} row={row} index={index} focused={index === focusedRow} toolHref={toolHref} /> : null;
      })}
    </div>
  );
}
