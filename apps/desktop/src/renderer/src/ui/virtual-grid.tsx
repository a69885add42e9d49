import type { Listed } from '@rsd/core';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { rowAt, rowRange } from './fixed-rows';
import { onViewportResize, viewportSize, type ViewportSize } from './viewport-size';
import { onWindowScroll, windowScrollY } from './window-scroll';
import './virtual-grid.css';

export interface VirtualGridProps<T> {
  /** Read by place: only the drawn rows' items are asked for (an array, or home's search answer over its positions). */
  items: Listed<T>;
  /** Cards a row (see useGridColumns); whole rows are rendered or left out. */
  columns: number;
  /** The list's accessible name. */
  label: string;
  renderItem(item: T): ReactNode;
  /** Every row's height (px): the grid sets it, and the items must fit it. */
  rowHeight: number;
  className?: string;
}

/**
 * Rows rendered beyond each edge of the viewport. Tab does not depend on them: the rows either side of the focused
 * card are rendered as it takes focus (useFocusedRow), before the browser's scroll-into-view reaches the grid. One row
 * keeps a slow scroll's next cards drawn; at home's top it is the only row drawn, below the fold, on every key.
 */
const OVERSCAN_ROWS = 1;
/** The build-time shell (prerender/) has no window: no scroll, no viewport. */
const NO_VIEWPORT: ViewportSize = { width: 0, height: 0 };
const atTop = () => 0;
const noViewport = () => NO_VIEWPORT;

interface Placement {
  /** Where the list starts on the page: the window scrolls, and the list sits below the hero and filters. */
  top: number;
  /** The grid's row gap, as the stylesheet sets it. */
  gap: number;
}

function usePlacement(ref: RefObject<HTMLElement | null>): Placement {
  const [placement, setPlacement] = useState<Placement>({ top: 0, gap: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const gap = Number.parseFloat(getComputedStyle(element).rowGap) || 0;
      setPlacement((previous) => (Math.abs(previous.top - top) < 1 && previous.gap === gap ? previous : { top, gap }));
    };
    // Anything above that grows or shrinks (the filter panel, the badges, the hero's fonts) changes the body's height.
    // The observer's first call comes right after the browser's next layout: measuring now, inside React's commit,
    // would make the browser lay out the page just changed a first time within this task.
    if (typeof ResizeObserver !== 'function') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return placement;
}

/** The position in the whole list of the item holding `target`, from its aria-posinset (1-based). */
function positionOf(target: EventTarget): number | undefined {
  const item = target instanceof Element ? target.closest('li[aria-posinset]') : null;
  return item ? Number(item.getAttribute('aria-posinset')) - 1 : undefined;
}

/**
 * The row of the card that has focus, while focus is in the list and the window has not scrolled since: a focus
 * scrolls the page at once, but the scroll event that moves the rendered rows comes a frame later, and a Tab pressed
 * in between found no next card. After a scroll the viewport's rows (with their overscan) hold the focused card again.
 */
function useFocusedRow(ref: RefObject<HTMLElement | null>, columns: number): number | undefined {
  const [focusedRow, setFocusedRow] = useState<number>();
  useEffect(() => onWindowScroll(() => setFocusedRow(undefined)), []);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    // Listened to on the list itself (not as React props: a list is no control): a focus event's update renders before the next key.
    const onFocusIn = (event: FocusEvent) => {
      const position = event.target ? positionOf(event.target) : undefined;
      setFocusedRow(position === undefined ? undefined : Math.floor(position / columns));
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && list.contains(event.relatedTarget))) setFocusedRow(undefined);
    };
    list.addEventListener('focusin', onFocusIn);
    list.addEventListener('focusout', onFocusOut);
    return () => {
      list.removeEventListener('focusin', onFocusIn);
      list.removeEventListener('focusout', onFocusOut);
    };
  }, [ref, columns]);
  return focusedRow;
}

/**
 * A card grid for lists of thousands that renders only the rows near the viewport (window scrolling). Every row has
 * the same height, so which rows show and where they go is arithmetic over the scroll offset: nothing is measured
 * and nothing is kept per row (a keystroke that changes the count re-computes no row positions). It is a real
 * list: the rendered items flow in a CSS grid of `columns` columns, shifted down by the height of the rows above
 * them, and each says its place in the whole set (aria-setsize/posinset) so a screen reader announces "3 of 5027".
 */
export function VirtualGrid<T>({ items, columns, label, renderItem, rowHeight, className }: VirtualGridProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const { top, gap } = usePlacement(listRef);
  // A scroll re-renders the grid only when another row reaches the viewport's top edge.
  const rowShown = useSyncExternalStore(onWindowScroll, () => rowAt(windowScrollY() - top, rowHeight, gap), atTop);
  const { height: viewportHeight } = useSyncExternalStore(onViewportResize, viewportSize, noViewport);
  const focusedRow = useFocusedRow(listRef, columns);
  const range = rowRange({
    rowCount: Math.ceil(items.length / columns),
    rowHeight,
    gap,
    rowShown,
    viewportHeight,
    overscan: OVERSCAN_ROWS,
    focusedRow,
  });
  const firstPosition = range.first * columns;
  const slots = range.slots * columns;

  return (
    <ul
      ref={listRef}
      aria-label={label}
      className={className ? `virtual-grid ${className}` : 'virtual-grid'}
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridAutoRows: `${rowHeight}px`,
        height: range.totalHeight,
        paddingTop: range.offset,
      }}
    >
      {Array.from({ length: Math.min(items.length, range.end * columns) - firstPosition }, (_, offset) => {
        const position = firstPosition + offset;
        const item = items.at(position);
        return item === undefined ? null : (
          // Keyed by place, modulo the slots the viewport holds: a key that changes the list fills the same elements with
          // other tools (React updates their text; nothing is created for the browser to style), and a scroll moves only
          // the cards that leave into the slots of those that come, so a card on screen keeps its element (and focus).
          <li key={position % slots} aria-setsize={items.length} aria-posinset={position + 1} className="virtual-grid-item">
            {renderItem(item)}
          </li>
        );
      })}
    </ul>
  );
}
