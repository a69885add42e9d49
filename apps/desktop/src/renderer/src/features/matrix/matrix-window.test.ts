import { describe, expect, it } from 'vitest';
import { columnsInView, drawnRange, MATRIX_ROW_HEIGHT, rowSlots, stepAt } from './matrix-window';

describe('matrix window', () => {
  it('draws the rows in view with a margin, never more rows than it keeps elements for', () => {
    for (const viewHeight of [200, 600, 768, 1400]) {
      for (let scrollTop = 0; scrollTop < 4000; scrollTop += 37) {
        const { start, end } = drawnRange(stepAt(scrollTop), viewHeight, 300);
        const first = Math.floor(scrollTop / MATRIX_ROW_HEIGHT);
        const last = Math.min(299, Math.floor((scrollTop + viewHeight) / MATRIX_ROW_HEIGHT));
        expect(start).toBeLessThanOrEqual(first);
        expect(end).toBeGreaterThan(last);
        // Row i is drawn in element i % rowSlots: exactly as many rows as elements, at the list's ends too, so a
        // scroll neither mounts an element nor puts two rows in one.
        expect(end - start).toBe(Math.min(300, rowSlots(viewHeight)));
      }
    }
  });

  it('draws the term columns up to the view right edge and one beyond, every one before layout', () => {
    const geometry = { name: 200, term: 128, view: 1000 };
    // (1000 - 200) / 128 = 6.25: 7 columns reach into the view.
    expect(columnsInView(0, geometry, 60)).toBe(8);
    expect(columnsInView(128 * 10, geometry, 60)).toBe(18);
    expect(columnsInView(128 * 60, geometry, 60)).toBe(60);
    expect(columnsInView(0, { name: Number.NaN, term: Number.NaN, view: 0 }, 60)).toBe(60);
  });
});
