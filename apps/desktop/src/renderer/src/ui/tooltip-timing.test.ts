import { describe, expect, it } from 'vitest';
import { TOOLTIP_OFFSET_PX, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, tooltipOpenDelay } from './tooltip-timing';

describe('tooltip timing (spec 9)', () => {
  it('has the spec constants', () => {
    expect([TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TOOLTIP_OFFSET_PX]).toEqual([700, 300, 4]);
  });

  it.each([
    [10_000, null, 700],
    [10_000, 9_701, 0],
    [10_000, 9_700, 700],
    [10_000, 5_000, 700],
  ])('at %i ms, last closed at %o: waits %i ms', (now, lastClosedAt, delay) => {
    expect(tooltipOpenDelay(now, lastClosedAt)).toBe(delay);
  });
});
