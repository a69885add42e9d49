import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterFirstScreen } from './after-first-screen';
import { holdFirstScreen, releaseFirstScreen } from './first-screen';

afterEach(() => releaseFirstScreen());

/** A lazy component that counts the times its code was asked for. */
function countedLazy() {
  const loads = { count: 0 };
  const Loaded = lazy(async () => {
    loads.count += 1;
    return { default: () => <p>loaded</p> };
  });
  return { Loaded, loads };
}

/** A lazy part behind AfterFirstScreen, rendered while the first screen is held, settled for a moment. */
async function renderHeld() {
  const lazyPart = countedLazy();
  holdFirstScreen();
  render(
    <AfterFirstScreen early={<p>early</p>}>
      <lazyPart.Loaded />
    </AfterFirstScreen>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return lazyPart;
}

describe('AfterFirstScreen', () => {
  it('shows the early markup without asking for the code until the first screen is drawn, then the loaded part', async () => {
    const { loads } = await renderHeld();
    expect(screen.getByText('early')).toBeTruthy();
    expect(loads.count).toBe(0);

    act(() => releaseFirstScreen());
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
      releaseFirstScreen();
      await Promise.resolve();
      expect(early.isConnected).toBe(true);
      expect(await screen.findByText('loaded')).toBeTruthy();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
