import { useSyncExternalStore } from 'react';
import { onViewportResize, viewportSize } from './viewport-size';

/** From this viewport width (px) up, a grid shows `columns` cards a row; the same widths as the CSS media queries. */
export interface ColumnBreakpoint {
  minWidth: number;
  columns: number;
}

/** The card grids' 1, 2 or 3 columns (home, compare, learning pool): the widths of their stylesheets' media queries. */
export const CARD_GRID_COLUMNS: readonly ColumnBreakpoint[] = [
  { minWidth: 640, columns: 2 },
  { minWidth: 1024, columns: 3 },
];

/** The columns of the widest breakpoint the viewport reaches. */
export function columnsFor(width: number, breakpoints: readonly ColumnBreakpoint[]): number {
  let columns = 1;
  for (const point of breakpoints) if (width >= point.minWidth) columns = Math.max(columns, point.columns);
  return columns;
}

/** Cards per row for the current viewport: a virtual grid lays out whole rows, so it must know the count. */
export function useGridColumns(breakpoints: readonly ColumnBreakpoint[]): number {
  // The build-time shell (prerender/) has no viewport: one column, the narrowest layout.
  return useSyncExternalStore(
    onViewportResize,
    () => columnsFor(viewportSize().width, breakpoints),
    () => 1,
  );
}
