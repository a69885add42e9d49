/** A list of rows of one height, and the part of it the window shows. */
export interface FixedRowsView {
  rowCount: number;
  /** Every row's height (px): the grid's rows are this tall, so no row is measured. */
  rowHeight: number;
  /** Space between two rows (px). */
  gap: number;
  /** The row at the viewport's top edge (see rowAt); negative while the list starts below that edge. */
  rowShown: number;
  viewportHeight: number;
  /** Rows kept beyond each edge of the viewport. */
  overscan: number;
  /**
   * The row holding the focused card, if any: the rows either side of it are rendered too, so Tab (or Shift+Tab)
   * finds the next card before the scroll that focus caused has reached the grid.
   */
  focusedRow?: number;
}

/** The rows to render, `first` up to (not including) `end`, and where they go: no object per row is made. */
export interface RowRange {
  first: number;
  end: number;
  /** The space above the first rendered row (px), standing in for the rows before it. */
  offset: number;
  /** The whole list's height (px). */
  totalHeight: number;
  /** The most rows this viewport ever renders at once: rows recycle that many slots (row index modulo slots). */
  slots: number;
}

/**
 * The row (or the gap after it) at `y` px below the list's top. The rows rendered follow from this one number, so
 * a scroll that stays within a row renders nothing.
 */
export function rowAt(y: number, rowHeight: number, gap: number): number {
  return Math.floor(y / (rowHeight + gap));
}

/** The rows near the viewport, by arithmetic over the one row height. */
export function rowRange({ rowCount, rowHeight, gap, rowShown, viewportHeight, overscan, focusedRow }: FixedRowsView): RowRange {
  const pitch = rowHeight + gap;
  // However the viewport's top sits within its row, it reaches no further than this many rows on.
  const rowsShown = Math.ceil(viewportHeight / pitch) + 1;
  // The focused card's neighbours may add a row at each edge.
  const slots = rowsShown + 2 * overscan + 2;
  // A list wholly below (or above) the viewport still keeps its first (or last) rows past that edge: Tab finds them.
  let first = Math.max(0, Math.min(rowShown, rowCount) - overscan);
  let end = Math.min(rowCount, Math.max(rowShown + rowsShown, 0) + overscan);
  if (focusedRow !== undefined && focusedRow < rowCount) {
    // Focus that has run on past the viewport's rows (Tab after Tab before a scroll event) takes the rows with it:
    // never more than the slots, so no two rows rendered share a slot.
    if (focusedRow + 1 >= end) {
      end = Math.min(rowCount, focusedRow + 2);
      first = Math.max(first, end - slots);
    }
    if (focusedRow - 1 < first) {
      first = Math.max(0, focusedRow - 1);
      end = Math.min(end, first + slots);
    }
  }
  return { first, end, offset: first * pitch, totalHeight: rowCount === 0 ? 0 : rowCount * pitch - gap, slots };
}
