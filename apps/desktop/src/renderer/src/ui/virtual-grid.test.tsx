import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    // jsdom's 768 px viewport at the top reaches rows 1 to 4 (ceil(768 / 300) + 1), then 1 row of overscan.
    expect(list.style.height).toBe(`${40 * 300}px`);
    expect(list.style.gridAutoRows).toBe('300px');
    expect(positions()).toEqual([1, 2, 3, 4, 5]);

    // Row 20 (0-based) at the viewport's top: rows 19 to 24 are rendered, below the space of the 19 rows above.
    scrollWindowTo(20 * 300 + 150);
    expect(positions()).toEqual([20, 21, 22, 23, 24, 25]);
    expect(list.style.paddingTop).toBe(`${19 * 300}px`);
    expect(RecordingResizeObserver.all.every((observer) => !observer.targets.has(list.firstElementChild!))).toBe(true);
  });

  it('fills the same elements with other items when the list changes: nothing new for the browser to style', () => {
    const { rerender } = render(grid);
    const slots = screen.getAllByRole('listitem');

    rerender(gridOf(items.filter((item) => item.id % 2 === 0)));

    expect(screen.getAllByRole('listitem')).toEqual(slots);
    expect(slots.map((slot) => slot.textContent)).toEqual(['Simulator 2', 'Simulator 4', 'Simulator 6', 'Simulator 8', 'Simulator 10']);
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
    act(() => fifth.focus());

    scrollWindowTo(3 * 300);

    expect(screen.getByRole('link', { name: 'Simulator 5' })).toBe(fifth);
    expect(document.activeElement).toBe(fifth);
    expect(positions()).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('renders the rows either side of the focused card: Tab and Shift+Tab reach every card with no scroll event', async () => {
    // jsdom never scrolls, as a browser's scroll event has not come yet when a second Tab follows the first.
    const user = userEvent.setup();
    render(
      <>
        <VirtualGrid
          items={items}
          columns={2}
          label="Simulators"
          renderItem={(item) => <a href={`#${item.id}`}>{item.name}</a>}
          rowHeight={300}
        />
        <a href="#after">After the list</a>
      </>,
    );
    const drawn = positions().length;
    act(() => screen.getByRole('link', { name: 'Simulator 1' }).focus());

    const visited = [document.activeElement?.textContent];
    for (let n = 1; n < items.length; n++) {
      await user.tab();
      visited.push(document.activeElement?.textContent);
    }

    expect(drawn).toBeLessThan(items.length);
    expect(visited).toEqual(items.map((item) => item.name));
    for (let n = 0; n < 3; n++) await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('Simulator 37');
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('After the list');
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
