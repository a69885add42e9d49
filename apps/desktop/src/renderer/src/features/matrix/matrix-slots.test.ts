import { describe, expect, it } from 'vitest';
import { placeRows, rowsBySlot, SPARE_SLOT } from './matrix-slots';

/** The grid's rows as placeRows draws them, "row@key", in the DOM's order. */
const drawnOf = (...args: Parameters<typeof placeRows>) => placeRows(...args).drawn.map(({ index, key }) => `${index}@${key}`);

/** Each element's row (by its key) while the rows [start, start + 5) are drawn in 5 elements, with no focus. */
const keysOf = (start: number) =>
  new Map(placeRows({ start, end: start + 5, slots: 5, activeRow: 0, focusWithin: false }).drawn.map(({ index, key }) => [key, index]));

describe('matrix slots', () => {
  it('orders the drawn rows by their elements, each row in element index % slots', () => {
    expect(rowsBySlot(0, 3, 5)).toEqual([0, 1, 2]);
    expect(rowsBySlot(7, 12, 5)).toEqual([10, 11, 7, 8, 9]);
    // Scrolled on by one row: only element 2's row changed, and no row changed place.
    expect(rowsBySlot(8, 13, 5)).toEqual([10, 11, 12, 8, 9]);
    expect(rowsBySlot(8, 11, 5)).toEqual([10, 8, 9]);
  });

  it('keeps every element in its place and changes only the rows that came in, scrolling down and up', () => {
    for (const [from, to] of [
      [7, 10],
      [10, 7],
    ] as const) {
      const before = keysOf(from);
      const after = keysOf(to);
      expect([...after.keys()]).toEqual([...before.keys()]);
      // Three rows in, three out: the two rows both ranges draw stay in the elements they were in.
      const kept = [...after].filter(([key, index]) => before.get(key) === index).map(([, index]) => index);
      expect(kept.toSorted((a, b) => a - b)).toEqual([10, 11]);
    }
  });

  it('draws only the range, with Tab at the active row, while the focus is elsewhere', () => {
    const placed = placeRows({ start: 7, end: 12, slots: 5, activeRow: 9, focusWithin: false });
    expect(placed.order).toEqual([10, 11, 7, 8, 9]);
    expect(drawnOf({ start: 7, end: 12, slots: 5, activeRow: 9, focusWithin: false })).toEqual(['10@0', '11@1', '7@2', '8@3', '9@4']);
    expect(placed.tabRow).toBe(9);
  });

  it('puts Tab on the first drawn row when the active row is scrolled away without focus, and keeps the header', () => {
    expect(placeRows({ start: 20, end: 25, slots: 5, activeRow: 3, focusWithin: false }).tabRow).toBe(20);
    expect(drawnOf({ start: 20, end: 25, slots: 5, activeRow: 3, focusWithin: false })).toEqual(['20@0', '21@1', '22@2', '23@3', '24@4']);
    expect(placeRows({ start: 20, end: 25, slots: 5, activeRow: -1, focusWithin: true }).tabRow).toBe(-1);
  });

  it('keeps a focused row in its element when it scrolls out of the range, the row it displaced in the spare', () => {
    // Row 3 (element 3) has focus; the range moved on to 20-24, whose row 23 would take element 3.
    const placed = placeRows({ start: 20, end: 25, slots: 5, activeRow: 3, focusWithin: true });
    expect(drawnOf({ start: 20, end: 25, slots: 5, activeRow: 3, focusWithin: true })).toEqual([
      '20@0',
      '21@1',
      '22@2',
      '3@3',
      '24@4',
      `23@${SPARE_SLOT}`,
    ]);
    expect(placed.tabRow).toBe(3);
    // The names' layer still draws the range.
    expect(placed.order).toEqual([20, 21, 22, 23, 24]);
  });

  it('needs no spare while the focused row is in the range', () => {
    expect(drawnOf({ start: 0, end: 5, slots: 5, activeRow: 3, focusWithin: true })).toEqual(['0@0', '1@1', '2@2', '3@3', '4@4']);
  });
});
