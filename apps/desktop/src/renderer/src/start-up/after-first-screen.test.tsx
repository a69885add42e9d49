import { act, render, screen } from '@testing-library/react';
import { createElement, lazy, useLayoutEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/deferred';
import { AfterFirstScreen, lazyPart } from './after-first-screen';
import { holdFirstScreen, PART_RELEASE_MAX_MS, releaseFirstScreen } from './first-screen';

afterEach(() => releaseFirstScreen());

/** A lazy component that counts the times its code was asked for. */
function countedLazy(text = 'loaded', onMount?: () => void) {
  const loads = { count: 0 };
  function Part() {
    useLayoutEffect(() => {
      onMount?.();
    }, []);
    return <p>{text}</p>;
  }
  const Loaded = lazy(async () => {
    loads.count += 1;
    return { default: Part };
  });
  return { Loaded, loads };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/**
 * The release as the start-up runs it, outside act: each part's turn waits for React to have drawn the one before,
 * which act's queue would hold back until the scope ends.
 */
async function releaseOutsideAct(): Promise<void> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await releaseFirstScreen();
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  }
}

/** A lazy part behind AfterFirstScreen, rendered while the first screen is held, settled for a moment. */
async function renderHeld() {
  const part = countedLazy();
  holdFirstScreen();
  render(
    <AfterFirstScreen early={<p>early</p>}>
      <part.Loaded />
    </AfterFirstScreen>,
  );
  await settle();
  return part;
}

describe('AfterFirstScreen', () => {
  it('shows the early markup without asking for the code until the first screen is drawn, then the loaded part', async () => {
    const { loads } = await renderHeld();
    expect(screen.getByText('early')).toBeTruthy();
    expect(loads.count).toBe(0);

    await releaseOutsideAct();
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(screen.queryByText('early')).toBeNull();
    expect(loads.count).toBe(1);
  });

  it('renders the loaded part at once when nothing holds the first screen (a component tested alone)', async () => {
    const { Loaded } = countedLazy();
    render(
      <AfterFirstScreen early={<p>early</p>}>
        <Loaded />
      </AfterFirstScreen>,
    );
    expect(await screen.findByText('loaded')).toBeTruthy();
  });
});

describe('the first-screen release', () => {
  it('re-renders the waiting parts in a scheduled transition, not synchronously in the microtask after it', async () => {
    await renderHeld();
    const early = screen.getByText('early');

    // Outside act, as the start-up does it: a synchronous update would be rendered and committed before this await returns.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const released = releaseFirstScreen();
      await Promise.resolve();
      expect(early.isConnected).toBe(true);
      expect(await screen.findByText('loaded')).toBeTruthy();
      await released;
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('draws one waiting part a commit, each after the one before it has drawn', async () => {
    // What was on screen when each part mounted: parts drawn in one commit see each other.
    const seenAtMount: Record<string, boolean> = {};
    const first = countedLazy('first part', () => (seenAtMount.first = screen.queryByText('second part') !== null));
    const second = countedLazy('second part', () => (seenAtMount.second = screen.queryByText('first part') !== null));
    holdFirstScreen();
    render(
      <>
        <AfterFirstScreen early={<p>first early</p>}>
          <first.Loaded />
        </AfterFirstScreen>
        <AfterFirstScreen early={<p>second early</p>}>
          <second.Loaded />
        </AfterFirstScreen>
      </>,
    );
    await settle();

    await releaseOutsideAct();

    expect(screen.getByText('first part')).toBeTruthy();
    expect(screen.getByText('second part')).toBeTruthy();
    expect(seenAtMount).toEqual({ first: false, second: true });
  });

  it("asks for every part's code from its start, a task apart, before any part's turn", async () => {
    const asked: string[] = [];
    const firstCode = deferred<() => ReactNode>();
    holdFirstScreen();
    const First = lazyPart(() => {
      asked.push('first');
      return firstCode.promise;
    });
    const Second = lazyPart(async () => {
      asked.push('second');
      return () => <p>second part</p>;
    });
    render(
      <>
        <AfterFirstScreen early={<p>first early</p>}>
          <First />
        </AfterFirstScreen>
        <AfterFirstScreen early={<p>second early</p>}>
          <Second />
        </AfterFirstScreen>
      </>,
    );
    await settle();
    expect(asked).toEqual([]);

    const released = releaseOutsideAct();
    expect(asked).toEqual(['first']);
    // The first part's turn cannot end before its code comes; the second part's code is asked for meanwhile.
    await vi.waitFor(() => expect(asked).toContain('second'));
    expect(screen.queryByText('second part')).toBeNull();
    firstCode.resolve(() => <p>first part</p>);
    await released;
    expect(screen.getByText('first part')).toBeTruthy();
    expect(screen.getByText('second part')).toBeTruthy();
  });

  it('keeps a part whose code cannot be fetched as it was drawn early, keeps the page, and goes on with the next part', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = lazy(async (): Promise<{ default: () => ReactNode }> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const next = countedLazy('next part');
    holdFirstScreen();
    render(
      <>
        <p>the page</p>
        <AfterFirstScreen early={<p>fields drawn early</p>}>{createElement(failing)}</AfterFirstScreen>
        <AfterFirstScreen early={<p>next early</p>}>
          <next.Loaded />
        </AfterFirstScreen>
      </>,
    );
    await settle();

    try {
      const started = Date.now();
      await releaseOutsideAct();
      expect(Date.now() - started).toBeLessThan(PART_RELEASE_MAX_MS);
    } finally {
      consoleError.mockRestore();
    }

    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.getByText('fields drawn early')).toBeTruthy();
    expect(screen.getByText('next part')).toBeTruthy();
  });
});
