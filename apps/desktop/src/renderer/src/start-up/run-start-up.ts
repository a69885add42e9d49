/** The phases of the start-up, in the order they come. */
export type StartUpPhase = 'before-first-render' | 'after-first-commit' | 'when-idle';

/** One named step of the start-up (start-up-sequence.ts declares them all, in order). */
export interface StartUpStep<App> {
  name: string;
  when: StartUpPhase;
  /**
   * Before the first render: run in a task of its own (a timer) rather than in the entry's task. Such steps run
   * in the order declared, each in the next task, after everything the entry's task runs.
   */
  ownTask?: boolean;
  /** Whether the step applies, asked at the start: a step that does not apply is not scheduled, and costs no task. */
  onlyIf?: (app: App) => boolean;
  /**
   * After the first commit or when idle: an earlier step of the same phase whose work (what its `run` returns)
   * this one waits for (start-up-sequence.test.ts holds the sequence to that); one that does not apply holds
   * nothing back.
   */
  after?: string;
  run: (app: App) => unknown;
}

/** The moments the later phases wait for. */
export interface StartUpMoments {
  /** Settles when the app has committed its first render. */
  firstCommit: Promise<unknown>;
  /** Settles once the first screen is drawn and the page is idle. */
  idle: Promise<unknown>;
}

/**
 * Runs `sequence` against `app`, each phase in the order declared. It catches nothing, so a failure goes where
 * the entry's own statements sent it before: out of the entry's task, or an uncaught error of a step's own task.
 * Returns the later steps' work, by name.
 */
export function runStartUp<App extends StartUpMoments>(sequence: readonly StartUpStep<App>[], app: App): Map<string, Promise<unknown>> {
  const moments = { 'after-first-commit': app.firstCommit, 'when-idle': app.idle };
  const work = new Map<string, Promise<unknown>>();
  for (const step of sequence) {
    if (step.onlyIf?.(app) === false) continue;
    if (step.when === 'before-first-render') {
      if (step.ownTask) setTimeout(() => step.run(app));
      else step.run(app);
      continue;
    }
    const start = (step.after === undefined ? undefined : work.get(step.after)) ?? moments[step.when];
    work.set(
      step.name,
      start.then(() => step.run(app)),
    );
  }
  return work;
}
