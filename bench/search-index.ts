/**
 * The global search's index (issue 27) at 5,000 and 30,000 tools with their learning resources, plus technologies and
 * jobs: core's directory search (its ranked index, what the app runs), the capped MiniSearch it replaced, FlexSearch
 * and Orama, side by side. For each
 * library and size, in a process of its own: build time, heap growth, serialized size, keystroke latency over typed
 * queries and a quality check. Every library searches the same fields in the same order (core's searchFieldPlan), so
 * the figures compare the engines, not two query plans. See bench/README.md.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { SEARCH_FIELDS } from '@rsd/core';
import { bytes, int, ms, textTable } from './lib/format';
import { BenchFailure, runBench } from './lib/harness';
import { directory, documents, QUERIES, quantile } from './lib/search-directory';
import { CANDIDATE, LIBRARIES, PER_KIND, PRODUCT, type Library } from './lib/search-engines';

const SIZES = [5_000, 30_000] as const;
/** The figure to meet (issue 27): keystroke to results. */
const TARGET_P95_MS = 16;
/** Rounds of typing every query, after one not counted. */
const ROUNDS = 3;
/** Typing stops after this long with the keystrokes measured so far (a slow library at 30,000 tools takes seconds a key). */
const TYPING_BUDGET_MS = Number(process.env.BENCH_SEARCH_TYPING_BUDGET_S ?? 60) * 1000;
/** The libraries measured, comma-separated (all by default): one for a quicker run while tuning. */
const MEASURED: readonly string[] = process.env.BENCH_SEARCH_LIBRARIES?.split(',') ?? LIBRARIES;
/** Timings on a shared host mean little without its load: printed at the start and the end. */
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

interface Check {
  query: string;
  want: string;
  pass: (titles: string[], texts: string[]) => boolean;
}

/** What the issue asks of the ranking, checked on the simulators' group. */
const CHECKS: Check[] = [
  { query: 'dumx', want: 'DuMux in the top 3', pass: (titles) => titles.slice(0, 3).includes('DuMux') },
  { query: 'pflotan', want: 'PFLOTRAN in the top 3', pass: (titles) => titles.slice(0, 3).includes('PFLOTRAN') },
  { query: 'opm flow', want: 'OPM Flow first', pass: (titles) => titles[0] === 'OPM Flow' },
  {
    query: 'geomech',
    want: 'top 5 all about geomechanics',
    pass: (_, texts) => texts.length === PER_KIND && texts.every((text) => text.includes('geomechanic')),
  },
  {
    query: 'compositonal',
    want: 'top 5 all compositional',
    pass: (_, texts) => texts.length === PER_KIND && texts.every((text) => text.includes('compositional')),
  },
  {
    query: 'stuttgart',
    want: 'DuMux in the top 5',
    pass: (titles) => titles.includes('DuMux'),
  },
];

interface ChildResult {
  library: Library;
  tools: number;
  documents: number;
  buildMs: number;
  heapBytes: number;
  serializedBytes: number;
  keystrokes: number;
  /** The keystrokes are the warm-up round's: the typing budget ran out before a counted round. */
  cold: boolean;
  p50: number;
  p95: number;
  max: number;
  checks: { query: string; want: string; pass: boolean; top: string; total: number }[];
  extra: Record<string, number>;
}

function heapUsed(): number {
  if (!globalThis.gc) throw new Error('run with --expose-gc (the parent process starts each measurement so)');
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed;
}

/** One library at one size, alone in this process so its heap and JIT are its own. */
function measure(library: Library, tools: number): ChildResult {
  const dir = directory(tools);
  const byKey = new Map(documents(dir).map((doc) => [doc.key, doc]));
  const candidate = CANDIDATE[library]();

  const heapBefore = heapUsed();
  const t0 = performance.now();
  candidate.build(dir);
  const buildMs = performance.now() - t0;
  const heapBytes = heapUsed() - heapBefore;
  const serializedBytes = candidate.serializedBytes();

  const keystrokes = QUERIES.flatMap((query) => Array.from(query, (_, i) => query.slice(0, i + 1)));
  const warmUp: number[] = [];
  const counted: number[] = [];
  const typingStarted = performance.now();
  typing: for (let round = 0; round <= ROUNDS; round++) {
    for (const text of keystrokes) {
      const start = performance.now();
      candidate.search(text);
      (round === 0 ? warmUp : counted).push(performance.now() - start);
      if (performance.now() - typingStarted > TYPING_BUDGET_MS) break typing;
    }
  }
  // A library so slow that the budget ran out in the warm-up round is measured by that round.
  const cold = counted.length === 0;
  const latencies = (cold ? warmUp : counted).toSorted((a, b) => a - b);

  const checks = CHECKS.map(({ query, want, pass }) => {
    const sims = candidate.search(query).find((g) => g.kind === 'simulator');
    const docs = (sims?.keys ?? []).map((key) => byKey.get(key)!);
    const titles = docs.map((doc) => doc.title);
    const texts = docs.map((doc) =>
      SEARCH_FIELDS.map((field) => doc[field])
        .join(' ')
        .toLowerCase(),
    );
    return { query, want, pass: pass(titles, texts), top: titles.slice(0, 3).join(', '), total: sims?.total ?? 0 };
  });

  return {
    library,
    tools,
    documents: byKey.size,
    buildMs,
    heapBytes,
    serializedBytes,
    keystrokes: latencies.length,
    cold,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    max: latencies.at(-1)!,
    checks,
    extra: candidate.extra?.(dir) ?? {},
  };
}

const RESULT_PREFIX = 'search-index result ';

function runChild(library: Library, tools: number): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', import.meta.filename, '--measure', library, String(tools)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith(RESULT_PREFIX));
      if (code !== 0 || !line) reject(new Error(`${library} at ${tools} tools exited ${code}:\n${out}`));
      else resolve(JSON.parse(line.slice(RESULT_PREFIX.length)) as ChildResult);
    });
  });
}

const measureAt = process.argv.indexOf('--measure');
if (measureAt !== -1) {
  const library = process.argv[measureAt + 1] as Library;
  const tools = Number(process.argv[measureAt + 2]);
  console.info(`${RESULT_PREFIX}${JSON.stringify(measure(library, tools))}`);
} else {
  runBench({ name: 'search-index', timeLimitMs: 30 * 60_000 }, async () => {
    const results: ChildResult[] = [];
    const loadAtStart = loadAverage();
    for (const tools of SIZES) {
      for (const library of LIBRARIES.filter((name) => MEASURED.includes(name))) {
        console.info(`[search-index] ${library} at ${int(tools)} tools...`);
        const result = await runChild(library, tools);
        // Each figure as it comes, so a run stopped later still shows what it measured.
        console.info(`[search-index] ${JSON.stringify(result)}`);
        results.push(result);
      }
    }

    console.info(`\nIndex and keystroke latency (${QUERIES.length} queries typed key by key, ${ROUNDS} rounds after one not counted):`);
    console.info(`load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end\n`);
    console.info(
      textTable([
        [
          'library',
          'tools',
          'documents',
          'build',
          'heap growth',
          'serialized',
          'keystrokes',
          'p50',
          'p95',
          'max',
          `p95 <= ${TARGET_P95_MS} ms`,
        ],
        ...results.map((r) => [
          r.library,
          int(r.tools),
          int(r.documents),
          ms(r.buildMs),
          bytes(r.heapBytes),
          bytes(r.serializedBytes),
          `${int(r.keystrokes)}${r.cold ? ' (cold)' : ''}`,
          ms(r.p50),
          ms(r.p95),
          ms(r.max),
          r.p95 <= TARGET_P95_MS ? 'PASS' : 'ABOVE TARGET',
        ]),
      ]),
    );

    console.info('\nQuality (the simulators group):\n');
    console.info(
      textTable([
        ['library', 'tools', 'query', 'wanted', 'result', 'matches', 'first 3'],
        ...results.flatMap((r) =>
          r.checks.map((c) => [r.library, int(r.tools), c.query, c.want, c.pass ? 'ok' : 'FAIL', int(c.total), c.top]),
        ),
      ]),
    );

    for (const r of results.filter((result) => Object.keys(result.extra).length > 0)) {
      console.info(
        `\n${r.library} at ${int(r.tools)} tools: ${Object.entries(r.extra)
          .map(([name, value]) => `${name} ${ms(value)}`)
          .join(', ')}`,
      );
    }

    // The product's module must pass its own checks; the other libraries' failures are figures to compare.
    const failed = results
      .filter((r) => r.library === PRODUCT)
      .flatMap((r) => r.checks.filter((c) => !c.pass).map((c) => `${c.query} at ${r.tools}`));
    if (failed.length > 0) throw new BenchFailure(`core's search failed its quality checks: ${failed.join('; ')}`);
  });
}
