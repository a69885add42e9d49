import { Fragment, useLayoutEffect, useRef, useState, type Key, type ReactNode, type RefObject } from 'react';
import { useWindowRows } from './use-window-rows';
import './virtual-grid.css';

export interface VirtualGridProps<T> {
  items: readonly T[];
  /** Cards a row (see useGridColumns); whole rows are rendered or left out. */
  columns: number;
  /** The list's accessible name. */
  label: string;
  itemKey(item: T): Key;
  renderItem(item: T): ReactNode;
  /** A row's height (px) until it is measured; close to the real one keeps the scrollbar steady. */
  estimateRowHeight: number;
  className?: string;
}

/**
 * Rows rendered beyond each edge of the viewport: the next card is already in the DOM when Tab (or
 * Shift+Tab) reaches the edge, and the browser's scroll-into-view on focus then renders the rows after it.
 */
const OVERSCAN_ROWS = 2;

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
 * A card grid for lists of thousands that renders only the rows near the viewport (window scrolling). It is
 * a real list: the rendered items flow in a CSS grid of `columns` columns, shifted down by the height of the
 * rows above them, and each says its place in the whole set (aria-setsize/posinset) so a screen reader
 * announces "3 of 5027".
 */
export function VirtualGrid<T>({ items, columns, label, itemKey, renderItem, estimateRowHeight, className }: VirtualGridProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const placement = usePlacement(listRef);
  const { rows, totalSize, measureRow } = useWindowRows({
    count: Math.ceil(items.length / columns),
    estimateSize: estimateRowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: placement.top,
    gap: placement.gap,
  });

  const first = rows[0];
  return (
    <ul
      ref={listRef}
      aria-label={label}
      className={className ? `virtual-grid ${className}` : 'virtual-grid'}
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        height: totalSize,
        paddingTop: first ? first.start - placement.top : 0,
      }}
    >
      {rows.map((row) => (
        <Fragment key={row.key}>
          {items.slice(row.index * columns, (row.index + 1) * columns).map((item, offset) => {
            const position = row.index * columns + offset;
            return (
              // The grid stretches a row's items to its tallest card: the first item's height is the row's.
              <li
                key={itemKey(item)}
                ref={offset === 0 ? measureRow : undefined}
                data-index={offset === 0 ? row.index : undefined}
                aria-setsize={items.length}
                aria-posinset={position + 1}
                className="virtual-grid-item"
              >
                {renderItem(item)}
              </li>
            );
          })}
        </Fragment>
      ))}
    </ul>
  );
}
