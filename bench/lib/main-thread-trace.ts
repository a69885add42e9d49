/**
 * Where a traced stretch of a page's time went (matrix's BENCH_TRACE): the renderer's main thread from its first traced
 * event to its last, split as DevTools' Performance panel names it, with the longest tasks and what ran in them.
 * The rest of the stretch (wall time less the tasks) is the thread waiting: for the network, the cache, or a core.
 */
import { eventsOnThread, readTrace, splitBetween, TASKS, type ThreadSplit, type TraceEvent } from './trace-events';

/** A stretch's main-thread time (ms) by kind, from its first traced event to its last. */
export interface MainThreadSplit extends ThreadSplit {
  wall: number;
  /**
   * The longest tasks (ms), each with when it started (ms into the stretch) and the longest event of another kind inside
   * it (a script's URL when it has one).
   */
  longest: { ms: number; at: number; inside: string }[];
}

/** What a task spent most of its time in: its longest inner event that is not a task, and the script's URL if any. */
function inside(task: TraceEvent, events: readonly TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  let best: TraceEvent | undefined;
  for (const event of events) {
    if (event.ts < task.ts || event.ts >= end || event === task || TASKS.has(event.name)) continue;
    if (!best || (event.dur ?? 0) > (best.dur ?? 0)) best = event;
  }
  if (!best) return '-';
  const data = best.args?.data;
  const where = data?.url ? ` ${data.url.replace(/^.*\//, '')}` : data?.functionName ? ` ${data.functionName}` : '';
  return `${best.name}${where} ${((best.dur ?? 0) / 1000).toFixed(0)} ms`;
}

/** The split of the page's main thread (the busiest CrRendererMain) from its first traced event to its last. */
export async function splitMainThread(traceFile: string, longestTasks = 5): Promise<MainThreadSplit> {
  const traceEvents = await readTrace(traceFile);
  const mains = traceEvents.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const main = mains
    .map((thread) => eventsOnThread(traceEvents, thread.pid, thread.tid))
    .reduce<TraceEvent[]>((busiest, events) => (events.length > busiest.length ? events : busiest), []);
  const first = main[0]?.ts ?? 0;
  const wall = (Math.max(first, ...main.map((event) => event.ts + (event.dur ?? 0))) - first) / 1000;
  // A task's own nested task events (ThreadControllerImpl::RunTask in RunTask) are not tasks of their own.
  let taskEnd = 0;
  const outerTasks = main.filter((event) => {
    if (!TASKS.has(event.name) || event.ts < taskEnd) return false;
    taskEnd = event.ts + (event.dur ?? 0);
    return true;
  });
  const longest = outerTasks
    .toSorted((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, longestTasks)
    .map((task) => ({ ms: (task.dur ?? 0) / 1000, at: (task.ts - first) / 1000, inside: inside(task, main) }));
  return { wall, ...splitBetween(main), longest };
}
