import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_GRID_COLUMNS, useGridColumns } from './use-grid-columns';
import { VirtualGrid } from './virtual-grid';

/**
 * jsdom has no layout engine and no ResizeObserver. This one records what is observed and lets a test deliver the
 * entries a browser would deliver after its layout.
 */
class RecordingResizeObserver {
  static all: RecordingResizeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    RecordingResizeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  /** What the browser does after a layout: each observer hears of its targets, at `blockSize` px tall. */
  static deliver(blockSize: number) {
    for (const observer of RecordingResizeObserver.all) {
      const entries = [...observer.targets].map(
        (target) => ({ target, borderBoxSize: [{ blockSize, inlineSize: 300 }] }) as unknown as ResizeObserverEntry,
      );
      if (entries.length > 0) observer.callback(entries, observer as unknown as ResizeObserver);
    }
  }
}

/** Counts the reads of layout values, and the scrolls, that make a browser lay the page out on the spot. */
function countLayoutReads() {
  const reads: string[] = [];
  const width = window.innerWidth;
  const height = window.innerHeight;
  vi.spyOn(window, 'innerWidth', 'get').mockImplementation(() => (reads.push('innerWidth'), width));
  vi.spyOn(window, 'innerHeight', 'get').mockImplementation(() => (reads.push('innerHeight'), height));
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => (reads.push('offsetHeight'), 0));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => void reads.push('scrollTo'));
  const rect = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    reads.push('getBoundingClientRect');
    return rect.call(this);
  });
  return reads;
}

const items = Array.from({ length: 40 }, (_, index) => ({ id: index + 1, name: `Simulator ${index + 1}` }));
const grid = (
  <VirtualGrid
    items={items}
    columns={1}
    label="Simulators"
    itemKey={(item) => item.id}
    renderItem={(item) => <article>{item.name}</article>}
    estimateRowHeight={300}
  />
);

describe('VirtualGrid', () => {
  beforeEach(() => {
    RecordingResizeObserver.all = [];
    vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('reads no layout and scrolls nowhere while React mounts it: sizes come from the ResizeObserver, after the browser has laid out', () => {
    const reads = countLayoutReads();
    render(grid);

    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
    expect(reads).toEqual([]);
  });

  it("takes each row's height from its ResizeObserver entry", () => {
    render(grid);
    const list = screen.getByRole('list', { name: 'Simulators' });
    expect(list.style.height).toBe(`${40 * 300}px`);

    const measured = list.querySelectorAll(':scope > li[data-index]').length;
    expect(measured).toBeGreaterThan(0);

    act(() => RecordingResizeObserver.deliver(500));

    // The rendered rows measured 500 px; the others keep the 300 px estimate.
    expect(list.style.height).toBe(`${measured * 500 + (40 - measured) * 300}px`);
  });
});

describe('useGridColumns', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the viewport on resize, never while rendering', () => {
    const reads = countLayoutReads();
    const { result, rerender } = renderHook(() => useGridColumns(CARD_GRID_COLUMNS));
    rerender();
    expect(reads).toEqual([]);

    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(700);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(result.current).toBe(2);

    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1200);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(result.current).toBe(3);
  });
});
