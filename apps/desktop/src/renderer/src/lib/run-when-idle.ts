import { SLICE_BUDGET_MS } from './time-slicer';

/** Time an idle period must still have for another step: a step is a millisecond or two of work. */
const STEP_ROOM_MS = 2;

/**
 * Runs `steps` one at a time while the browser has nothing else to do (requestIdleCallback's deadlines), until
 * they are done or the returned function stops them. Where there is no requestIdleCallback (Safari, tests), a
 * timer's task of SLICE_BUDGET_MS stands in for an idle period.
 */
export function runWhenIdle(steps: Iterator<unknown>): () => void {
  let stopped = false;
  const idle = typeof window.requestIdleCallback === 'function';
  let handle: number | undefined;
  const schedule = () => {
    handle = idle
      ? window.requestIdleCallback(run)
      : window.setTimeout(() => {
          const end = performance.now() + SLICE_BUDGET_MS;
          run({ timeRemaining: () => Math.max(0, end - performance.now()) });
        });
  };
  const run = (deadline: Pick<IdleDeadline, 'timeRemaining'>) => {
    if (stopped) return;
    while (deadline.timeRemaining() > STEP_ROOM_MS) {
      if (steps.next().done) return;
    }
    schedule();
  };
  schedule();
  return () => {
    stopped = true;
    if (handle === undefined) return;
    if (idle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
