import { measureElement, observeWindowOffset, observeWindowRect, Virtualizer, windowScroll, type VirtualItem, type VirtualizerOptions } from '@tanstack/virtual-core';
import { useLayoutEffect, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';

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
 * The rows of a long list that sit near the window's viewport, from TanStack Virtual's engine
 * (@tanstack/virtual-core: ranges, measured heights, scroll anchoring). This binding hands React plain
 * values taken at render time, rather than the engine itself, and re-renders whenever the engine reports
 * a change; on scroll it does so synchronously, so the new rows are in the frame that scrolled.
 */
export function useWindowRows({ count, estimateSize, overscan, scrollMargin, gap }: WindowRowsOptions): WindowRows {
  const [, rerender] = useReducer((version: number) => version + 1, 0);
  // flushSync may not run inside React's commit, which is where a row's ref measures it.
  const [measuring] = useState(() => ({ now: false }));
  const options: VirtualizerOptions<Window, HTMLElement> = {
    count,
    overscan,
    scrollMargin,
    gap,
    estimateSize: () => estimateSize,
    getScrollElement: () => window,
    observeElementRect: observeWindowRect,
    observeElementOffset: observeWindowOffset,
    scrollToFn: windowScroll,
    initialOffset: () => window.scrollY,
    // A row not laid out (no layout engine, or hidden) measures 0: keep the estimate rather than stack every row.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimateSize,
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
