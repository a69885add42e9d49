/**
 * Where each keystroke's time went, read from a Chrome trace of the typing (home-filter's BENCH_TRACE): the renderer's
 * main thread between a keydown and the frame that showed its grid, split as DevTools' Performance panel names it.
 */
import { covered, eventsOnThread, KINDS, readTrace, splitBetween, type ThreadSplit, type TraceEvent } from './trace-events';

/** The trace categories the split needs: the timeline's tasks, style, layout and paint, and V8's collections. */
export const KEY_TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'];

/** A key's main-thread time (ms) by kind; `script` is the rest of the tasks that ran (React, the filter, the handlers). */
export type KeySplit = ThreadSplit;

const keydownsOf = (events: readonly TraceEvent[]) =>
  events.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown');

/**
 * The split of each keystroke given by `windows` (the n-th keydown of the trace, and its latency in ms: the window
 * ends with the frame that showed the key's grid).
 */
export async function splitKeys(traceFile: string, windows: { keydown: number; latency: number }[]): Promise<KeySplit[]> {
  const traceEvents = await readTrace(traceFile);
  const keydowns = keydownsOf(traceEvents);
  const main = keydowns[0];
  if (!main) return [];
  const onMain = eventsOnThread(traceEvents, main.pid, main.tid);
  return windows.map(({ keydown, latency }) => {
    const at = keydowns[keydown];
    if (!at) return { tasks: 0, gc: 0, style: 0, layout: 0, paint: 0, script: 0 };
    return splitBetween(onMain, at.ts, at.ts + latency * 1000);
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
  const traceEvents = await readTrace(traceFile);
  const main = keydownsOf(traceEvents)[0];
  if (!main) return { major: 0, minor: 0, marking: 0, gc: 0 };
  const onMain = eventsOnThread(traceEvents, main.pid, main.tid);
  const count = (name: string) => onMain.filter((event) => event.name === name).length;
  return {
    major: count('MajorGC'),
    minor: count('MinorGC'),
    marking: covered(onMain, new Set(['V8.GCIncrementalMarking'])),
    gc: covered(onMain, KINDS.gc),
  };
}
