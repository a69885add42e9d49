import { yieldToMain } from './yield-to-main';

/**
 * How long a slice of work may hold the main thread. A task over 50 ms blocks (Total Blocking Time), and a
 * phone runs about 4x slower than this machine: slices of 6 ms here stay short there too.
 */
export const SLICE_BUDGET_MS = 6;

export interface TimeSlicing {
  /** Lets the browser run what waits; resolves in a new task. */
  yieldToMain: () => Promise<void>;
  /** A monotonic clock, in milliseconds. */
  now: () => number;
  budgetMs: number;
}

export const DEFAULT_TIME_SLICING: TimeSlicing = {
  yieldToMain,
  now: () => performance.now(),
  budgetMs: SLICE_BUDGET_MS,
};

/** Cuts per-item work into slices of about the budget. Its first slice starts when it is created. */
export interface TimeSlicer {
  /** Runs `step` on every item in order, yielding between two items once the slice has used its budget. */
  forEach<T>(items: readonly T[], step: (item: T, index: number) => void): Promise<void>;
  /** `forEach` collecting what `step` returns. */
  map<T, R>(items: readonly T[], step: (item: T, index: number) => R): Promise<R[]>;
}

export function createTimeSlicer(slicing: Partial<TimeSlicing> = {}): TimeSlicer {
  const { yieldToMain: yieldNow, now, budgetMs } = { ...DEFAULT_TIME_SLICING, ...slicing };
  let sliceStart = now();
  const forEach: TimeSlicer['forEach'] = async (items, step) => {
    for (const [index, item] of items.entries()) {
      if (now() - sliceStart >= budgetMs) {
        await yieldNow();
        sliceStart = now();
      }
      step(item, index);
    }
  };
  return {
    forEach,
    async map(items, step) {
      const results: ReturnType<typeof step>[] = [];
      await forEach(items, (item, index) => results.push(step(item, index)));
      return results;
    },
  };
}
