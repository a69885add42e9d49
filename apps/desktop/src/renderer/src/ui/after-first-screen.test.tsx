import { act, render, screen } from '@testing-library/react';
import { lazy, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterFirstScreen } from './after-first-screen';
import { holdFirstScreen, releaseFirstScreen } from './first-screen';

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

/** A lazy part behind AfterFirstScreen, rendered while the first screen is held, settled for a moment. */
async function renderHeld() {
  const lazyPart = countedLazy();
  holdFirstScreen();
  render(
    <AfterFirstScreen early={<p>early</p>}>
      <lazyPart.Loaded />
    </AfterFirstScreen>,
  );
  await settle();
  return lazyPart;
}

describe('AfterFirstScreen', () => {
  it('shows the early markup without asking for the code until the first screen is drawn, then the loaded part', async () => {
    const { loads } = await renderHeld();
    expect(screen.getByText('early')).toBeTruthy();
    expect(loads.count).toBe(0);

    await act(() => releaseFirstScreen());
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

    // Outside act, as main.tsx does it: a synchronous update would be rendered and committed before this await returns.
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

    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await releaseFirstScreen();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }

    expect(screen.getByText('first part')).toBeTruthy();
    expect(screen.getByText('second part')).toBeTruthy();
    expect(seenAtMount).toEqual({ first: false, second: true });
  });
});
