/**
 * Where a traced stretch of a page's time went (matrix's BENCH_TRACE): the renderer's main thread from its first traced
 * event to its last, split as DevTools' Performance panel names it, with the longest tasks and what ran in them.
 * The rest of the stretch (wall time less the tasks) is the thread waiting: for the network, the cache, or a core.
 */
import { readFile } from 'node:fs/promises';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** A stretch's main-thread time (ms) by kind; `script` is the rest of the tasks (the app's code, React, V8's compiler). */
export interface MainThreadSplit {
  wall: number;
  tasks: number;
  gc: number;
  style: number;
  layout: number;
  paint: number;
  script: number;
  /**
   * The longest tasks (ms), each with when it started (ms into the stretch) and the longest event of another kind inside
   * it (a script's URL when it has one).
   */
  longest: { ms: number; at: number; inside: string }[];
}

const KINDS = {
  gc: new Set(['MinorGC', 'MajorGC', 'V8.GCScavenger', 'V8.GCFinalizeMC', 'V8.GCIncrementalMarking', 'V8.GCCompactor']),
  style: new Set(['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet']),
  layout: new Set(['Layout', 'UpdateLayerTree']),
  paint: new Set(['PrePaint', 'Paint', 'Layerize', 'PaintImage', 'Commit']),
};
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Total duration (ms) of the events named in `names`, nested ones counted once (the events sorted by start). */
function covered(events: readonly TraceEvent[], names: ReadonlySet<string>): number {
  let total = 0;
  let coveredUntil = 0;
  for (const event of events) {
    if (!names.has(event.name)) continue;
    const start = Math.max(event.ts, coveredUntil);
    const end = event.ts + (event.dur ?? 0);
    if (end > start) {
      total += end - start;
      coveredUntil = end;
    }
  }
  return total / 1000;
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
  const { traceEvents } = JSON.parse(await readFile(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
  const mains = traceEvents.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const onThread = (pid: number, tid: number) =>
    traceEvents.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X').toSorted((a, b) => a.ts - b.ts);
  const main = mains
    .map((thread) => onThread(thread.pid, thread.tid))
    .reduce<TraceEvent[]>((busiest, events) => (events.length > busiest.length ? events : busiest), []);
  const first = main[0]?.ts ?? 0;
  const wall = (Math.max(first, ...main.map((event) => event.ts + (event.dur ?? 0))) - first) / 1000;
  const tasks = covered(main, TASKS);
  // A task's own nested task events (ThreadControllerImpl::RunTask in RunTask) are not tasks of their own.
  let taskEnd = 0;
  const outerTasks = main.filter((event) => {
    if (!TASKS.has(event.name) || event.ts < taskEnd) return false;
    taskEnd = event.ts + (event.dur ?? 0);
    return true;
  });
  const [gc, style, layout, paint] = [KINDS.gc, KINDS.style, KINDS.layout, KINDS.paint].map((names) => covered(main, names)) as [
    number,
    number,
    number,
    number,
  ];
  const longest = outerTasks
    .toSorted((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, longestTasks)
    .map((task) => ({ ms: (task.dur ?? 0) / 1000, at: (task.ts - first) / 1000, inside: inside(task, main) }));
  return { wall, tasks, gc, style, layout, paint, script: Math.max(0, tasks - gc - style - layout - paint), longest };
}
