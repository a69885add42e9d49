import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_GRID_COLUMNS, useGridColumns } from './use-grid-columns';
import { VirtualGrid } from './virtual-grid';

/**
 * jsdom has no layout engine and no ResizeObserver. This one records what is observed: the grid observes the page's
 * body for its own place, never a row.
 */
class RecordingResizeObserver {
  static all: RecordingResizeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor() {
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
const gridOf = (shown: typeof items) => (
  <VirtualGrid items={shown} columns={1} label="Simulators" renderItem={(item) => <article>{item.name}</article>} rowHeight={300} />
);
const grid = gridOf(items);
const positions = () => screen.getAllByRole('listitem').map((item) => Number(item.getAttribute('aria-posinset')));

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('VirtualGrid', () => {
  beforeEach(() => {
    RecordingResizeObserver.all = [];
    vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
  });
  afterEach(() => {
    scrollWindowTo(0);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('reads no layout and scrolls nowhere while React mounts it', () => {
    const reads = countLayoutReads();
    render(grid);

    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
    expect(reads).toEqual([]);
  });

  it('places rows of the one height by arithmetic: the height of the whole list, and the rows the scroll reaches', () => {
    render(grid);
    const list = screen.getByRole('list', { name: 'Simulators' });
    // jsdom's 768 px viewport at the top reaches rows 1 to 4 (ceil(768 / 300) + 1), then 2 rows of overscan.
    expect(list.style.height).toBe(`${40 * 300}px`);
    expect(list.style.gridAutoRows).toBe('300px');
    expect(positions()).toEqual([1, 2, 3, 4, 5, 6]);

    // Row 20 (0-based) at the viewport's top: rows 18 to 25 are rendered, below the space of the 18 rows above.
    scrollWindowTo(20 * 300 + 150);
    expect(positions()).toEqual([19, 20, 21, 22, 23, 24, 25, 26]);
    expect(list.style.paddingTop).toBe(`${18 * 300}px`);
    expect(RecordingResizeObserver.all.every((observer) => !observer.targets.has(list.firstElementChild!))).toBe(true);
  });

  it('fills the same elements with other items when the list changes: nothing new for the browser to style', () => {
    const { rerender } = render(grid);
    const slots = screen.getAllByRole('listitem');

    rerender(gridOf(items.filter((item) => item.id % 2 === 0)));

    expect(screen.getAllByRole('listitem')).toEqual(slots);
    expect(slots.map((slot) => slot.textContent)).toEqual([
      'Simulator 2',
      'Simulator 4',
      'Simulator 6',
      'Simulator 8',
      'Simulator 10',
      'Simulator 12',
    ]);
  });

  it('keeps the element of a card that stays on screen while the window scrolls, with its focus', () => {
    render(
      <VirtualGrid
        items={items}
        columns={1}
        label="Simulators"
        renderItem={(item) => <a href={`#${item.id}`}>{item.name}</a>}
        rowHeight={300}
      />,
    );
    const fifth = screen.getByRole('link', { name: 'Simulator 5' });
    fifth.focus();

    scrollWindowTo(3 * 300);

    expect(screen.getByRole('link', { name: 'Simulator 5' })).toBe(fifth);
    expect(document.activeElement).toBe(fifth);
    expect(positions()).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
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
