import {
  measureElement,
  observeWindowOffset,
  Virtualizer,
  windowScroll,
  type VirtualItem,
  type VirtualizerOptions,
} from '@tanstack/virtual-core';
import { useLayoutEffect, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';
import { onViewportResize, viewportSize, type ViewportSize } from './viewport-size';

/** TanStack's observeWindowRect, from the size viewport-size.ts keeps: it reads no layout when the grid mounts. */
function observeViewport(_: Virtualizer<Window, HTMLElement>, report: (rect: ViewportSize) => void): () => void {
  report(viewportSize());
  return onViewportResize(() => report(viewportSize()));
}

/** A mounted row's size as the engine knows it (measured before, or nothing yet): no layout is read. */
function knownSize(element: HTMLElement, instance: Virtualizer<Window, HTMLElement>): number | undefined {
  return instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element)));
}

/**
 * Where the window was when a list's engine was made (its offset until a scroll event says otherwise), and the
 * engine's way to scroll it. The engine's first write, when it mounts, puts the window back at that offset: a
 * scroll that goes nowhere, yet one that lays the page out inside React's commit. Later writes (anchoring) go through.
 */
function fromWindowOffset(): { offset: number; scrollTo: VirtualizerOptions<Window, HTMLElement>['scrollToFn'] } {
  const offset = window.scrollY;
  let written = false;
  const scrollTo: VirtualizerOptions<Window, HTMLElement>['scrollToFn'] = (to, scroll, instance) => {
    const first = !written;
    written = true;
    if (first && to + (scroll.adjustments ?? 0) === offset) return;
    windowScroll(to, scroll, instance);
  };
  return { offset, scrollTo };
}

export interface WindowRowsOptions {
  count: number;
  /** A row's height (px) until it is measured. */
  estimateSize: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan: number;
  /** Where the rows start on the page (px from the document's top). */
  scrollMargin: number;
  /** Space between rows (px). */
  gap: number;
}

export interface WindowRows {
  /** The rows to render, with their offsets from the page's top (subtract scrollMargin). */
  rows: VirtualItem[];
  totalSize: number;
  /** Ref for an element of each rendered row (carrying `data-index`) whose height is the row's. */
  measureRow(element: HTMLElement | null): void;
}

/**
 * The rows of a long list near the window's viewport, from TanStack Virtual's engine, handed to React as plain
 * values; on scroll it re-renders synchronously, so the new rows are in the frame that scrolled.
 */
export function useWindowRows({ count, estimateSize, overscan, scrollMargin, gap }: WindowRowsOptions): WindowRows {
  const [, rerender] = useReducer((version: number) => version + 1, 0);
  // flushSync may not run inside React's commit, which is where a row's ref measures it.
  const [measuring] = useState(() => ({ now: false }));
  const [start] = useState(fromWindowOffset);
  const options: VirtualizerOptions<Window, HTMLElement> = {
    count,
    overscan,
    scrollMargin,
    gap,
    estimateSize: () => estimateSize,
    getScrollElement: () => window,
    observeElementRect: observeViewport,
    observeElementOffset: observeWindowOffset,
    scrollToFn: start.scrollTo,
    initialOffset: start.offset,
    // The rows of the first render are those the viewport shows, so mounting does not render the grid a second time.
    initialRect: viewportSize(),
    // A row is measured by its ResizeObserver entry, which comes after the browser's own layout. A size read when
    // the row mounts (no entry) would lay the page out inside React's commit, so the size known so far stands in.
    // A row not laid out (no layout engine, or hidden) measures 0: keep the estimate rather than stack every row.
    measureElement: (element, entry, instance) =>
      (entry ? measureElement(element, entry, instance) : knownSize(element, instance)) || estimateSize,
    onChange: (_, sync) => (sync && !measuring.now ? flushSync(rerender) : rerender()),
  };
  const [engine] = useState(() => new Virtualizer(options));
  engine.setOptions(options);
  useLayoutEffect(() => engine._didMount(), [engine]);
  useLayoutEffect(() => engine._willUpdate());

  const [measureRow] = useState(() => (element: HTMLElement | null) => {
    measuring.now = true;
    try {
      engine.measureElement(element);
    } finally {
      measuring.now = false;
    }
  });
  return { rows: engine.getVirtualItems(), totalSize: engine.getTotalSize(), measureRow };
}
