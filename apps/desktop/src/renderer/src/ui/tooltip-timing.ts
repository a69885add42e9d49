/** Spec 9: tooltips open after 700 ms, sit 4 px from their target, and skip the delay for 300 ms after one closes. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOOLTIP_OFFSET_PX = 4;

/**
 * How long a tooltip waits before opening: none while the reader moves from one tooltip to the next (the last
 * one closed less than the skip delay ago), the open delay otherwise.
 */
export function tooltipOpenDelay(now: number, lastClosedAt: number | null): number {
  if (lastClosedAt !== null && now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) return 0;
  return TOOLTIP_OPEN_DELAY_MS;
}

// Shared by every tooltip of the page: the skip window runs from whichever closed last.
let lastClosedAt: number | null = null;

export function noteTooltipClosed(now: number): void {
  lastClosedAt = now;
}

export function nextTooltipDelay(now: number): number {
  return tooltipOpenDelay(now, lastClosedAt);
}
