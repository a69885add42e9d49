/**
 * Which drawn row is in which of the grid's row elements, and the focused row kept through their recycling: pure
 * bookkeeping from the drawn range (matrix-window's drawnRange) and the active cell's row, nothing measured or rendered.
 */

/**
 * The drawn rows in their elements' order: element k holds the row whose index is k modulo `slots`. Kept in that order,
 * no element moves in the DOM as the grid scrolls: a moved row was restyled whole, and lost the focus of a cell in it
 * (React moves the elements of a list whose keys rotate; scrolling up rotated nearly all of them).
 */
export function rowsBySlot(start: number, end: number, slots: number): number[] {
  const rows: number[] = [];
  for (let slot = 0; slot < slots; slot++) {
    // The one row of [start, start + slots) that element `slot` holds, if it is drawn.
    const row = start + ((slot - (start % slots) + slots) % slots);
    if (row < end) rows.push(row);
  }
  return rows;
}

/** The key of the one element beyond the slots: it holds the row whose element a focused row kept. */
export const SPARE_SLOT = 'spare';

/** A row the grid's body draws, and the key of the element it is drawn in. */
export interface SlottedRow {
  index: number;
  key: number | typeof SPARE_SLOT;
}

export interface PlaceRowsInput {
  /** The drawn range, [start, end), at most `slots` rows (drawnRange). */
  start: number;
  end: number;
  /** How many row elements the grid keeps (rowSlots). */
  slots: number;
  /** The active cell's row (-1: the header row). */
  activeRow: number;
  /** Whether a cell of the grid has focus. */
  focusWithin: boolean;
}

export interface PlacedRows {
  /** The drawn range's rows in their elements' order (what the names' layer draws). */
  order: number[];
  /** What the grid's body draws, in the DOM's order: the order's rows, the focused row kept, and the one it displaced. */
  drawn: SlottedRow[];
  /** The row whose cell is in the tab order (-1: the header row's). */
  tabRow: number;
}

/**
 * The grid's rows in their elements. A focused cell's row scrolled out of the range stays drawn in its element, which
 * no other row takes while it has focus: recycled, that element would show another tool under the focus (or drop it,
 * its cell no longer focusable). The drawn row that would have taken that element is drawn in a spare one meanwhile.
 * Tab enters at the active cell when it is drawn; when it is scrolled out of the DOM, at the first drawn row's.
 */
export function placeRows({ start, end, slots, activeRow, focusWithin }: PlaceRowsInput): PlacedRows {
  const order = rowsBySlot(start, end, slots);
  const inRange = activeRow >= start && activeRow < end;
  const pinned = focusWithin && activeRow >= 0 && !inRange ? activeRow : null;
  const drawn: SlottedRow[] = [];
  let displaced: number | undefined;
  for (const index of order) {
    const key = index % slots;
    if (pinned !== null && key === pinned % slots) {
      displaced = index;
      drawn.push({ index: pinned, key });
    } else drawn.push({ index, key });
  }
  if (displaced !== undefined) drawn.push({ index: displaced, key: SPARE_SLOT });
  const tabRow = activeRow === -1 || activeRow === pinned || inRange ? activeRow : start;
  return { order, drawn, tabRow };
}
