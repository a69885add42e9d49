/**
 * Which rows and columns of the matrix are drawn, from the scroll box's offsets and size alone: every row is as tall and
 * every term column as wide as matrix.css says, so nothing drawn is measured.
 */

/** Every row is this tall (px): the rows in view follow from the scroll offset alone, with nothing measured. */
export const MATRIX_ROW_HEIGHT = 40;
/** The header row's height (px), fixed too: a term's label wraps onto up to four lines in it. */
export const MATRIX_HEADER_HEIGHT = 72;
/**
 * Rows drawn are re-chosen only when the first visible row crosses a step of this many: a fast flick (120 px a frame)
 * draws a few rows a frame, each frame's share of the work small, rather than a block of ten every third frame.
 */
const ROW_STEP = 3;
/** Rows drawn beyond each edge of the view, so a step's rows are drawn before they scroll into it. */
const ROW_MARGIN = 10;
/**
 * Term columns drawn beyond the view's right edge, so a short scroll sideways finds them drawn: one, as the columns are
 * chosen again on every scroll event and a column is 128 px, more than a fast flick moves in a frame.
 */
const COLUMN_MARGIN = 1;

/** The step the box's top edge is in: the grid renders again only when it changes, not on every scroll event. */
export const stepAt = (scrollTop: number): number => Math.floor(scrollTop / MATRIX_ROW_HEIGHT / ROW_STEP);

/**
 * The rows to draw: the view from the step's first row, with a margin on each side, always as many rows as the grid
 * keeps elements for (fewer only when the list is shorter). At either end of the list the range shifts rather than
 * shrinks, so a scroll that starts at the top mounts no row: every element it draws into was there from the first frame.
 */
export function drawnRange(step: number, viewHeight: number, count: number): { start: number; end: number } {
  const slots = rowSlots(viewHeight);
  const start = Math.max(0, Math.min(step * ROW_STEP - ROW_MARGIN, count - slots));
  return { start, end: Math.min(count, start + slots) };
}

const visibleRows = (viewHeight: number) => Math.ceil(viewHeight / MATRIX_ROW_HEIGHT) + ROW_STEP;

/**
 * How many row elements the grid keeps: as many as drawnRange draws. Row `index` is drawn in element
 * `index % rowSlots`, so the rows a scroll brings in take the elements of those it leaves behind (their text and
 * classes changed, nothing created), and no two drawn rows share one.
 */
export const rowSlots = (viewHeight: number): number => visibleRows(viewHeight) + 2 * ROW_MARGIN;

/** The widths matrix.css gives the names' column and each term's column, and the box's visible width (px). */
export interface ColumnGeometry {
  name: number;
  term: number;
  view: number;
}

/**
 * How many term columns to draw, from the first: those that reach into the box's view, and a margin. Columns to the
 * left of the view stay drawn, so a cell's place in its row is its column (cellIndex) and no column needs an index
 * of its own. Every column while the box has no size or no widths (jsdom, before layout).
 */
export function columnsInView(scrollLeft: number, { name, term, view }: ColumnGeometry, count: number): number {
  if (!(view > 0 && term > 0 && name >= 0)) return count;
  return Math.min(count, Math.ceil((scrollLeft + view - name) / term) + COLUMN_MARGIN);
}
