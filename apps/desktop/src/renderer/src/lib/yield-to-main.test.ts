import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn<() => Promise<void>>(async () => {});
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });

  it('without it, resolves in a new task, not in the microtasks of this one', async () => {
    expect('scheduler' in globalThis).toBe(false);
    let resolved = false;
    const yielded = yieldToMain().then(() => {
      resolved = true;
    });
    for (let hop = 0; hop < 20; hop += 1) await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(resolved).toBe(false);
    await yielded;
    expect(resolved).toBe(true);
  });
});
