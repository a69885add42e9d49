import type { Listed } from '@rsd/core';
import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
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
 * Rows rendered beyond each edge of the viewport: the next card is already in the DOM when Tab (or
 * Shift+Tab) reaches the edge, and the browser's scroll-into-view on focus then renders the rows after it.
 */
const OVERSCAN_ROWS = 2;
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
  const range = rowRange({
    rowCount: Math.ceil(items.length / columns),
    rowHeight,
    gap,
    rowShown,
    viewportHeight,
    overscan: OVERSCAN_ROWS,
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
