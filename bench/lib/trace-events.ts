/**
 * Reading a Chrome trace (the JSON Playwright's tracing writes) as DevTools' Performance panel splits a thread's time:
 * tasks, and inside them garbage collection, style, layout, paint and the rest (script). Shared by the keystroke split
 * (key-trace.ts) and the main-thread split of a stretch (main-thread-trace.ts).
 */
import { readFile } from 'node:fs/promises';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { type?: string; url?: string; functionName?: string } };
}

/** Main-thread time (ms) by kind; `script` is the rest of the tasks (the app's code, React, V8's compiler). */
export interface ThreadSplit {
  tasks: number;
  gc: number;
  style: number;
  layout: number;
  paint: number;
  script: number;
}

/** Trace event names of each kind (the Performance panel's "Recalculate style", "Layout", "Paint"...). */
export const KINDS: Record<Exclude<keyof ThreadSplit, 'tasks' | 'script'>, ReadonlySet<string>> = {
  gc: new Set(['MinorGC', 'MajorGC', 'V8.GCScavenger', 'V8.GCFinalizeMC', 'V8.GCIncrementalMarking', 'V8.GCCompactor']),
  style: new Set(['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet']),
  layout: new Set(['Layout', 'UpdateLayerTree']),
  paint: new Set(['PrePaint', 'Paint', 'Layerize', 'PaintImage', 'Commit']),
};

/** A task of the thread's scheduler; a RunTask may hold a ThreadControllerImpl::RunTask of its own. */
export const TASKS: ReadonlySet<string> = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export async function readTrace(traceFile: string): Promise<TraceEvent[]> {
  return (JSON.parse(await readFile(traceFile, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** The complete events ('X') of one thread, by start. */
export const eventsOnThread = (events: readonly TraceEvent[], pid: number, tid: number): TraceEvent[] =>
  events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X').toSorted((a, b) => a.ts - b.ts);

/** Total duration (ms) of the events named in `names` within [from, to] (µs), nested ones counted once; `events` by start. */
export function covered(events: readonly TraceEvent[], names: ReadonlySet<string>, from = 0, to = Infinity): number {
  let total = 0;
  let coveredUntil = from;
  for (const event of events) {
    if (!names.has(event.name)) continue;
    const start = Math.max(event.ts, coveredUntil);
    const end = Math.min(event.ts + (event.dur ?? 0), to);
    if (end > start) {
      total += end - start;
      coveredUntil = end;
    }
  }
  return total / 1000;
}

/** The split of a thread's events (by start) within [from, to] (µs). */
export function splitBetween(events: readonly TraceEvent[], from = 0, to = Infinity): ThreadSplit {
  const tasks = covered(events, TASKS, from, to);
  const gc = covered(events, KINDS.gc, from, to);
  const style = covered(events, KINDS.style, from, to);
  const layout = covered(events, KINDS.layout, from, to);
  const paint = covered(events, KINDS.paint, from, to);
  return { tasks, gc, style, layout, paint, script: Math.max(0, tasks - gc - style - layout - paint) };
}
