/**
 * Where each keystroke's time went, read from a Chrome trace of the typing (home-filter's BENCH_TRACE): the renderer's
 * main thread between a keydown and the frame that showed its grid, split as DevTools' Performance panel names it.
 */
import { readFile } from 'node:fs/promises';

/** The trace categories the split needs: the timeline's tasks, style, layout and paint, and V8's collections. */
export const KEY_TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { type?: string } };
}

/** A key's main-thread time (ms) by kind; `script` is the rest of the tasks that ran (React, the filter, the handlers). */
export interface KeySplit {
  tasks: number;
  gc: number;
  style: number;
  layout: number;
  paint: number;
  script: number;
}

/** Trace event names of each kind (the Performance panel's "Recalculate style", "Layout", "Paint"...). */
const KINDS: Record<Exclude<keyof KeySplit, 'tasks' | 'script'>, ReadonlySet<string>> = {
  gc: new Set(['MinorGC', 'MajorGC', 'V8.GCScavenger', 'V8.GCFinalizeMC', 'V8.GCIncrementalMarking', 'V8.GCCompactor']),
  style: new Set(['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet']),
  layout: new Set(['Layout', 'UpdateLayerTree']),
  paint: new Set(['PrePaint', 'Paint', 'Layerize', 'PaintImage', 'Commit']),
};

/** Total duration (ms) of the events named in `names` within [from, to], nested ones counted once. */
function covered(events: TraceEvent[], names: ReadonlySet<string>, from: number, to: number): number {
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

/**
 * The split of each keystroke given by `windows` (the n-th keydown of the trace, and its latency in ms: the window
 * ends with the frame that showed the key's grid).
 */
export async function splitKeys(traceFile: string, windows: { keydown: number; latency: number }[]): Promise<KeySplit[]> {
  const { traceEvents } = JSON.parse(await readFile(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
  const keydowns = traceEvents.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown');
  const main = keydowns[0];
  if (!main) return [];
  const onMain = traceEvents
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
    .toSorted((a, b) => a.ts - b.ts);
  return windows.map(({ keydown, latency }) => {
    const at = keydowns[keydown];
    if (!at) return { tasks: 0, gc: 0, style: 0, layout: 0, paint: 0, script: 0 };
    const to = at.ts + latency * 1000;
    const tasks = covered(onMain, new Set(['RunTask', 'ThreadControllerImpl::RunTask']), at.ts, to);
    const gc = covered(onMain, KINDS.gc, at.ts, to);
    const style = covered(onMain, KINDS.style, at.ts, to);
    const layout = covered(onMain, KINDS.layout, at.ts, to);
    const paint = covered(onMain, KINDS.paint, at.ts, to);
    return { tasks, gc, style, layout, paint, script: Math.max(0, tasks - gc - style - layout - paint) };
  });
}

/** The whole typing's collections on the page's main thread: how often a major one ran, and what marking cost. */
export interface TraceCollections {
  major: number;
  minor: number;
  /** V8's incremental marking steps, ms: the major collections' work spread over tasks. */
  marking: number;
  /** Every collection event, nested ones counted once, ms. */
  gc: number;
}

/** Counted over the whole trace of the typing (the main thread of its first keydown), not per key. */
export async function traceCollections(traceFile: string): Promise<TraceCollections> {
  const { traceEvents } = JSON.parse(await readFile(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
  const main = traceEvents.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown');
  if (!main) return { major: 0, minor: 0, marking: 0, gc: 0 };
  const onMain = traceEvents
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
    .toSorted((a, b) => a.ts - b.ts);
  const count = (name: string) => onMain.filter((event) => event.name === name).length;
  const end = Math.max(...onMain.map((event) => event.ts + (event.dur ?? 0)));
  return {
    major: count('MajorGC'),
    minor: count('MinorGC'),
    marking: covered(onMain, new Set(['V8.GCIncrementalMarking']), 0, end),
    gc: covered(onMain, KINDS.gc, 0, end),
  };
}
