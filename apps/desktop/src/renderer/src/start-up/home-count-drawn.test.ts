import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_COUNT_WAIT_MAX_MS, homeCountDrawn } from './home-count-drawn';

async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("waiting for home's count", () => {
  afterEach(() => vi.useRealTimers());

  it('waits until the count line is drawn', async () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    root.innerHTML = '<div class="simulator-grid"></div>';
    const drawn = homeCountDrawn(root);
    expect(await settled(drawn)).toBe(false);
    const count = document.createElement('output');
    count.className = 'tools-count';
    root.querySelector('.simulator-grid')?.before(count);
    expect(await settled(drawn)).toBe(true);
  });

  it('does not wait when it is there already, and at most HOME_COUNT_WAIT_MAX_MS when it never comes', async () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    root.innerHTML = '<output class="tools-count">3 simulators</output>';
    expect(await settled(homeCountDrawn(root))).toBe(true);
    const never = homeCountDrawn(document.createElement('div'));
    await vi.advanceTimersByTimeAsync(HOME_COUNT_WAIT_MAX_MS - 1);
    expect(await settled(never)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(never)).toBe(true);
  });
});
