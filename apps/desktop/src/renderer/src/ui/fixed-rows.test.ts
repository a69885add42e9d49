import { describe, expect, it } from 'vitest';
import { rowAt, rowRange, type FixedRowsView } from './fixed-rows';

/** 1,000 rows of 300 px with 20 px between them (a pitch of 320), in an 800 px viewport, 2 rows of overscan. */
const view = (rowShown: number, rowCount = 1000, focusedRow?: number): FixedRowsView => ({
  rowCount,
  rowHeight: 300,
  gap: 20,
  rowShown,
  viewportHeight: 800,
  overscan: 2,
  focusedRow,
});

describe('rowAt', () => {
  it('counts whole rows and their gaps from the list top, and is negative above the list', () => {
    expect(rowAt(0, 300, 20)).toBe(0);
    expect(rowAt(319, 300, 20)).toBe(0);
    expect(rowAt(320, 300, 20)).toBe(1);
    expect(rowAt(320 * 40 + 5, 300, 20)).toBe(40);
    expect(rowAt(-1, 300, 20)).toBe(-1);
    expect(rowAt(-700, 300, 20)).toBe(-3);
  });
});

describe('rowRange', () => {
  it('covers the viewport wherever its top sits in the row shown, plus the overscan each side', () => {
    // An 800 px viewport reaches at most 4 rows of 320 px from any point in its top row (ceil(800/320) + 1).
    expect(rowRange(view(40))).toEqual({ first: 38, end: 46, offset: 38 * 320, totalHeight: 1000 * 320 - 20, slots: 10 });
    for (let y = 40 * 320; y < 41 * 320; y += 7) {
      const { first, end, slots } = rowRange(view(rowAt(y, 300, 20)));
      expect(first * 320).toBeLessThanOrEqual(y);
      expect(end * 320).toBeGreaterThanOrEqual(y + 800);
      // Never more rows than slots: the rows rendered at once each have a slot of their own (row modulo slots).
      expect(end - first).toBeLessThanOrEqual(slots);
    }
  });

  it('starts at the first row while the list is below the viewport top, and stops at the last row', () => {
    expect(rowRange(view(-3))).toMatchObject({ first: 0, end: 3, offset: 0 });
    expect(rowRange(view(998))).toMatchObject({ first: 996, end: 1000 });
  });

  it('keeps the overscan rows next to the viewport while the list lies wholly below or above it', () => {
    expect(rowRange(view(-10))).toMatchObject({ first: 0, end: 2, offset: 0 });
    expect(rowRange(view(5000))).toMatchObject({ first: 998, end: 1000, offset: 998 * 320 });
  });

  it('adds the rows either side of the focused card, and follows focus past the viewport in at most the slots', () => {
    // Focus in the last row rendered (45): row 46 too. Focus in the first (38): row 37 too.
    expect(rowRange(view(40, 1000, 45))).toMatchObject({ first: 38, end: 47 });
    expect(rowRange(view(40, 1000, 38))).toMatchObject({ first: 37, end: 46, offset: 37 * 320 });
    // Focus inside the viewport's rows changes nothing.
    expect(rowRange(view(40, 1000, 41))).toMatchObject({ first: 38, end: 46 });
    // Tab after Tab with no scroll event: the rows go with focus, never more of them than the slots.
    expect(rowRange(view(40, 1000, 52))).toMatchObject({ first: 44, end: 54 });
    expect(rowRange(view(40, 1000, 30))).toMatchObject({ first: 29, end: 39 });
    // A list below the viewport: its first row focused brings the second.
    expect(rowRange(view(-10, 1000, 0))).toMatchObject({ first: 0, end: 2 });
    expect(rowRange(view(-10, 1000, 1))).toMatchObject({ first: 0, end: 3 });
    expect(rowRange(view(998, 1000, 999))).toMatchObject({ first: 996, end: 1000 });
  });

  it('gives a short list all its rows and an empty one no height', () => {
    expect(rowRange(view(0, 3))).toMatchObject({ first: 0, end: 3, offset: 0, totalHeight: 3 * 320 - 20 });
    expect(rowRange(view(0, 0))).toMatchObject({ first: 0, end: 0, offset: 0, totalHeight: 0 });
  });
});
