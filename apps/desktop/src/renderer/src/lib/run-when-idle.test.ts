import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWhenIdle } from './run-when-idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function* counted(log: number[], count: number): Generator<void> {
  for (let step = 0; step < count; step++) {
    log.push(step);
    yield;
  }
}

describe('runWhenIdle', () => {
  it('runs steps only while an idle period has room, and goes on in the next one', () => {
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => callbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const log: number[] = [];
    runWhenIdle(counted(log, 5));
    expect(log).toEqual([]);
    // An idle period with room for two steps: 5 ms left, then 3, then 1.
    const remaining = [5, 3, 1];
    callbacks.shift()!({ didTimeout: false, timeRemaining: () => remaining.shift() ?? 0 });
    expect(log).toEqual([0, 1]);
    callbacks.shift()!({ didTimeout: false, timeRemaining: () => 50 });
    expect(log).toEqual([0, 1, 2, 3, 4]);
    expect(callbacks).toHaveLength(0);
  });

  it('stops when told, including the idle callback it waits for', () => {
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const stop = runWhenIdle(counted([], 3));
    stop();
    expect(cancelled).toEqual([7]);
  });

  it('without requestIdleCallback, runs the steps in timer tasks until done', async () => {
    expect(typeof window.requestIdleCallback).not.toBe('function');
    const log: number[] = [];
    runWhenIdle(counted(log, 300));
    await vi.waitFor(() => expect(log).toHaveLength(300));
  });
});
