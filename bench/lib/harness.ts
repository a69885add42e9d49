/** One thing to undo at the end; run last-registered first. */
type Closer = { name: string; close: () => Promise<unknown> };

export interface Cleanup {
  /** Registers `close` to run when the benchmark ends, however it ends. */
  defer(name: string, close: () => Promise<unknown>): void;
}

export interface BenchOptions {
  name: string;
  /** Hard wall-clock limit: past it the run is abandoned, cleaned up and fails. */
  timeLimitMs: number;
}

/** A failed check that makes the benchmark exit non-zero after printing its figures. */
export class BenchFailure extends Error {
  override name = 'BenchFailure';
}

/**
 * Runs one benchmark and exits: 0 when `body` resolves, 1 when it throws or runs out of time,
 * 128+n on a signal. Whatever `body` started (database, servers, temp folders) is closed on every path.
 */
export function runBench(options: BenchOptions, body: (cleanup: Cleanup) => Promise<void>): void {
  const closers: Closer[] = [];
  const cleanup: Cleanup = { defer: (name, close) => void closers.unshift({ name, close }) };
  let finishing = false;

  const finish = async (code: number) => {
    if (finishing) return;
    finishing = true;
    clearTimeout(deadline);
    for (const { name, close } of closers) {
      await close().catch((err: unknown) => console.error(`[${options.name}] closing ${name} failed: ${String(err)}`));
    }
    process.exit(code);
  };

  const deadline = setTimeout(() => {
    console.error(`[${options.name}] gave up after ${options.timeLimitMs / 1000} s.`);
    void finish(1);
  }, options.timeLimitMs);
  process.once('SIGINT', () => void finish(130));
  process.once('SIGTERM', () => void finish(143));

  body(cleanup).then(
    () => finish(0),
    (err: unknown) => {
      // Already stopping (signal or time limit): this is the body tripping over the closed resources.
      if (finishing) return;
      console.error(
        `[${options.name}] ${err instanceof BenchFailure ? 'FAILED' : 'error'}: ${err instanceof Error ? err.message : String(err)}`,
      );
      if (!(err instanceof BenchFailure) && err instanceof Error && err.stack) console.error(err.stack);
      return finish(1);
    },
  );
}
