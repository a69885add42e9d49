import { describe, expect, it } from 'vitest';
import { createTimeSlicer } from './time-slicer';

/** A clock that moves `step` ms each time it is read, and a yield that logs where the work stood. */
function countingSlicing(step: number, budgetMs: number) {
  let time = 0;
  const log: string[] = [];
  return {
    log,
    slicing: {
      now: () => (time += step),
      yieldToMain: async () => {
        log.push('yield');
      },
      budgetMs,
    },
  };
}

describe('createTimeSlicer', () => {
  it('yields between two items once a slice has run for its budget, and keeps the order', async () => {
    const { log, slicing } = countingSlicing(1, 3);
    const slicer = createTimeSlicer(slicing);
    const doubled = await slicer.map([1, 2, 3, 4, 5, 6, 7], (n, index) => {
      log.push(`${index}:${n}`);
      return n * 2;
    });
    expect(doubled).toEqual([2, 4, 6, 8, 10, 12, 14]);
    // The slice starts at 1; the check before the third item reads 4 (3 ms spent): yield, a new slice from 5.
    expect(log).toEqual(['0:1', '1:2', 'yield', '2:3', '3:4', '4:5', 'yield', '5:6', '6:7']);
  });

  it('never yields while the budget lasts', async () => {
    const { log, slicing } = countingSlicing(0, 6);
    const seen: number[] = [];
    await createTimeSlicer(slicing).forEach([1, 2, 3], (n) => seen.push(n));
    expect(seen).toEqual([1, 2, 3]);
    expect(log).toEqual([]);
  });

  it('counts one budget across calls: a second list goes on from where the first left the slice', async () => {
    const { log, slicing } = countingSlicing(1, 2);
    const slicer = createTimeSlicer(slicing);
    await slicer.forEach(['a'], (item) => log.push(item));
    await slicer.forEach(['b', 'c'], (item) => log.push(item));
    expect(log).toEqual(['a', 'yield', 'b', 'c']);
  });
});
