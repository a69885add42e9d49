/** What a bench asks the server process of its own (export-server.ts) over IPC. */
export type MemoryRequest = 'heap-peak' | 'record' | 'samples';

/** One sample of the server process's memory during a recording. */
export interface MemorySample {
  /** Since the recording started. */
  ms: number;
  /** V8's used heap, garbage included unless `collected`. */
  heap: number;
  rss: number;
  /** Taken right after a full GC (the process runs with --expose-gc): the live heap. */
  collected: boolean;
}

/** A curve's highest point above its first, and its least-squares slope in bytes per second. */
export interface CurveFigures {
  growth: number;
  slopePerS: number;
}

/** Least squares over (seconds, bytes); 0 with fewer than two points. */
function slope(points: readonly (readonly [number, number])[]): number {
  if (points.length < 2) return 0;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  let xy = 0;
  let xx = 0;
  for (const [x, y] of points) {
    xy += (x - meanX) * (y - meanY);
    xx += (x - meanX) ** 2;
  }
  return xx === 0 ? 0 : xy / xx;
}

/**
 * The figures of one field of the samples taken within `untilMs` (the download's end): garbage makes the heap a saw
 * tooth whose slope is near 0 over many cycles, while kept rows make every sample higher than the last.
 */
export function curveOf(samples: readonly MemorySample[], field: 'heap' | 'rss', untilMs: number): CurveFigures {
  const within = samples.filter((s) => s.ms <= untilMs);
  const first = within[0]?.[field] ?? 0;
  return {
    growth: Math.max(0, ...within.map((s) => s[field] - first)),
    slopePerS: slope(within.map((s) => [s.ms / 1000, s[field]] as const)),
  };
}

/** The live heap's figures: only the samples taken right after a full GC. */
export const liveHeapOf = (samples: readonly MemorySample[], untilMs: number): CurveFigures =>
  curveOf(
    samples.filter((s) => s.collected),
    'heap',
    untilMs,
  );
