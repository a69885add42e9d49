import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/deferred';
import { runStartUp, type StartUpMoments, type StartUpStep } from './run-start-up';

afterEach(() => {
  vi.useRealTimers();
});

let log: string[] = [];
afterEach(() => {
  log = [];
});

/** A step that notes its name when it runs. */
const step = (name: string, options: Partial<StartUpStep<StartUpMoments>> = {}): StartUpStep<StartUpMoments> => ({
  name,
  when: 'before-first-render',
  run: () => log.push(name),
  ...options,
});

/** A step that throws when it runs. */
const failing = (name: string, options: Partial<StartUpStep<StartUpMoments>> = {}): StartUpStep<StartUpMoments> =>
  step(name, {
    ...options,
    run: () => {
      throw new Error(`${name} failed`);
    },
  });

const momentsNow = (): StartUpMoments => ({ firstCommit: Promise.resolve(), idle: Promise.resolve() });
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('runStartUp', () => {
  it("runs the steps before the first render in the order declared: in the entry's task, or each in a task of its own after it", async () => {
    runStartUp(
      [
        step('a'),
        step('b', {
          ownTask: true,
          run: () => {
            log.push('b');
            // Before the next step's task if that task is another one.
            queueMicrotask(() => log.push('after b'));
          },
        }),
        step('c'),
        step('d', { ownTask: true }),
      ],
      momentsNow(),
    );
    expect(log).toEqual(['a', 'c']);
    await nextTask();
    expect(log).toEqual(['a', 'c', 'b', 'after b', 'd']);
  });

  it('runs a step after the first commit, or when idle, once that moment has come, in the order declared', async () => {
    const firstCommit = deferred<void>();
    const idle = deferred<void>();
    runStartUp(
      [step('idle 1', { when: 'when-idle' }), step('commit', { when: 'after-first-commit' }), step('idle 2', { when: 'when-idle' })],
      {
        firstCommit: firstCommit.promise,
        idle: idle.promise,
      },
    );
    await nextTask();
    expect(log).toEqual([]);
    firstCommit.resolve();
    await nextTask();
    expect(log).toEqual(['commit']);
    idle.resolve();
    await nextTask();
    expect(log).toEqual(['commit', 'idle 1', 'idle 2']);
  });

  it('skips a step that does not apply, and spends no task on it', async () => {
    vi.useFakeTimers();
    runStartUp(
      [
        step('not this page', { ownTask: true, onlyIf: () => false }),
        step('this page', { ownTask: true, onlyIf: () => true }),
        step('not this build', { when: 'when-idle', onlyIf: () => false }),
      ],
      momentsNow(),
    );
    expect(vi.getTimerCount()).toBe(1);
    await vi.runAllTimersAsync();
    expect(log).toEqual(['this page']);
  });

  it('starts a step that waits for another once the work of that one is done', async () => {
    const released = deferred<void>();
    runStartUp(
      [
        step('release', {
          when: 'when-idle',
          run: () => {
            log.push('release');
            return released.promise;
          },
        }),
        step('other', { when: 'when-idle' }),
        step('prefetch', { when: 'when-idle', after: 'release' }),
      ],
      momentsNow(),
    );
    await nextTask();
    expect(log).toEqual(['release', 'other']);
    released.resolve();
    await nextTask();
    expect(log).toEqual(['release', 'other', 'prefetch']);
  });
});

describe("a step's failure, as the entry's own statements had it", () => {
  it("in the entry's task: it throws, and no step after it starts", () => {
    vi.useFakeTimers();
    expect(() =>
      runStartUp([step('a'), step('b', { ownTask: true }), failing('c'), step('d'), step('e', { ownTask: true })], momentsNow()),
    ).toThrow('c failed');
    expect(log).toEqual(['a']);
    // b's task was asked for before c failed.
    expect(vi.getTimerCount()).toBe(1);
  });

  it('in a task of its own: that task fails, and the tasks after it run', () => {
    vi.useFakeTimers();
    runStartUp([failing('a', { ownTask: true }), step('b', { ownTask: true })], momentsNow());
    expect(() => vi.advanceTimersByTime(0)).toThrow('a failed');
    expect(log).toEqual(['b']);
  });

  it('at a later moment: its work rejects, which stops only the step that waits for it', async () => {
    const idle = deferred<void>();
    const work = runStartUp(
      [
        failing('release', { when: 'when-idle' }),
        step('other', { when: 'when-idle' }),
        step('prefetch', { when: 'when-idle', after: 'release' }),
      ],
      { firstCommit: Promise.resolve(), idle: idle.promise },
    );
    // Caught here, before they fail: in the app nothing catches them, and they are unhandled rejections.
    const [release, prefetch] = ['release', 'prefetch'].map((name) =>
      work.get(name)?.then(
        () => 'done',
        (error: Error) => error.message,
      ),
    );
    idle.resolve();
    expect(await release).toBe('release failed');
    expect(await prefetch).toBe('release failed');
    expect(log).toEqual(['other']);
  });
});
