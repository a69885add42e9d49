import type { Result } from 'lighthouse';

/** Issue 29's bar for both pages, first visit and cached (mobile preset, medians of 5 runs). */
export const TARGETS = { score: 100, lcpMs: 2500, cls: 0, tbtMs: 100 } as const;

/** The figures of one Lighthouse run that the bench compares. */
export interface RunFigures {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
}

function numeric(lhr: Result, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse returned no value for ${auditId}.`);
  return value;
}

export function figuresOf(lhr: Result): RunFigures {
  const score = lhr.categories.performance?.score;
  if (score === undefined || score === null) throw new Error('Lighthouse returned no performance score.');
  return {
    score: Math.round(score * 100),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    speedIndexMs: numeric(lhr, 'speed-index'),
  };
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('No values.');
  const sorted = values.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure's own median: simulated runs vary, and one metric's outlier must not pick the others. */
export function medianFigures(runs: RunFigures[]): RunFigures {
  const of = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    fcpMs: of('fcpMs'),
    speedIndexMs: of('speedIndexMs'),
  };
}

/** The run whose score is the median one: its diagnostics describe a typical load. */
export function medianRun<T extends { figures: RunFigures }>(runs: T[]): T {
  const sorted = runs.toSorted((a, b) => a.figures.score - b.figures.score);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const range = (values: number[], text: (value: number) => string) => `${text(Math.min(...values))}-${text(Math.max(...values))}`;

/** Each verdict figure's lowest and highest run, in verdicts()'s order and units: how far the runs spread. */
export function spreadOf(runs: RunFigures[]): string[] {
  return [
    range(
      runs.map((run) => run.score),
      String,
    ),
    range(
      runs.map((run) => run.lcpMs),
      (value) => (value / 1000).toFixed(2),
    ),
    range(
      runs.map((run) => run.cls),
      (value) => value.toFixed(4),
    ),
    range(
      runs.map((run) => run.tbtMs),
      (value) => String(Math.round(value)),
    ),
  ];
}

export interface Verdict {
  name: string;
  value: string;
  target: string;
  pass: boolean;
}

export function verdicts(figures: RunFigures): Verdict[] {
  return [
    { name: 'score', value: String(figures.score), target: `${TARGETS.score}`, pass: figures.score >= TARGETS.score },
    {
      name: 'LCP',
      value: `${(figures.lcpMs / 1000).toFixed(2)} s`,
      target: `<= ${TARGETS.lcpMs / 1000} s`,
      pass: figures.lcpMs <= TARGETS.lcpMs,
    },
    // Four places: a shift under 0.0005 fails the bar of 0 and must not print as 0.000.
    { name: 'CLS', value: figures.cls.toFixed(4), target: `${TARGETS.cls}`, pass: figures.cls <= TARGETS.cls },
    { name: 'TBT', value: `${Math.round(figures.tbtMs)} ms`, target: `<= ${TARGETS.tbtMs} ms`, pass: figures.tbtMs <= TARGETS.tbtMs },
  ];
}

type Details = NonNullable<Result['audits'][string]['details']>;
type Item = Record<string, unknown>;

/** A table cell as text: a DOM node by its selector, a URL shortened to its path, numbers rounded. */
function cellText(value: unknown): string {
  // Milliseconds and bytes whole; a layout shift's score (below 1) to three places.
  if (typeof value === 'number') return Number.isInteger(value) || Math.abs(value) >= 10 ? String(Math.round(value)) : value.toFixed(3);
  if (typeof value === 'string') return value.replace(/^https?:\/\/[^/]+/, '');
  if (value && typeof value === 'object' && 'type' in value && value.type === 'node') {
    const node = value as { selector?: string; nodeLabel?: string };
    const label = node.nodeLabel?.replace(/\s+/g, ' ').slice(0, 50);
    return `${node.selector ?? '?'}${label ? ` ("${label}")` : ''}`;
  }
  return '';
}

function tableItems(details: Details): Item[] {
  if (details.type === 'table' || details.type === 'opportunity') return details.items as Item[];
  // largest-contentful-paint-element and others: a list of tables.
  if (details.type === 'list')
    return details.items.flatMap((entry) => ('items' in entry && Array.isArray(entry.items) ? (entry.items as Item[]) : []));
  return [];
}

/** The diagnostics that point at LCP, CLS and TBT causes, each with its first few rows. */
const DIAGNOSTICS: { id: string; keys: string[]; rows?: number }[] = [
  { id: 'largest-contentful-paint-element', keys: ['node', 'phase', 'timing'] },
  { id: 'layout-shifts', keys: ['node', 'score'] },
  { id: 'render-blocking-resources', keys: ['url', 'totalBytes', 'wastedMs'] },
  { id: 'bootup-time', keys: ['url', 'total', 'scripting'] },
  // TBT's makings: the longest main-thread tasks as simulated (4x), where they start and what they ran.
  { id: 'long-tasks', keys: ['startTime', 'duration', 'url'], rows: 10 },
  { id: 'font-display', keys: ['url', 'wastedMs'] },
  { id: 'unsized-images', keys: ['node', 'url'] },
];

export function diagnostics(lhr: Result, rowsEach = 4): string[] {
  const lines: string[] = [];
  for (const { id, keys, rows = rowsEach } of DIAGNOSTICS) {
    const audit = lhr.audits[id];
    if (!audit) continue;
    const items = audit.details ? tableItems(audit.details) : [];
    lines.push(`  ${id}: ${audit.displayValue ?? (items.length ? `${items.length} item(s)` : 'none')}`);
    for (const item of items.slice(0, rows)) {
      lines.push(
        `    - ${keys
          .map((key) => cellText(item[key]))
          .filter(Boolean)
          .join('  ')}`,
      );
    }
  }
  return lines;
}
