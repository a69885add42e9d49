import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { withFreshCache } from '../test/test-db';

withFreshCache();
// The tooltip is a lazy chunk: loaded up front here, so the buttons have it by the time the page is shown.
beforeAll(async () => {
  await import('./tooltip-popup');
});
afterEach(() => {
  vi.useRealTimers();
});

/** Open tooltips' texts (one that is still fading out may sit beside them for a moment). */
const tooltipTexts = () => [...document.querySelectorAll('.bp6-tooltip')].map((tooltip) => tooltip.textContent);

async function renderWithFakeTimers() {
  renderApp('/nowhere');
  await screen.findByRole('heading', { name: '404 Page Not Found' });
  vi.useFakeTimers();
  // Far from any tooltip closed by an earlier test: the skip window is shared by the whole page.
  vi.setSystemTime(Date.now() + 60_000);
}

// Mouse events by hand: user-event's pointer steps wait on timers, which are fake here.
const hover = (element: HTMLElement) => act(() => fireEvent.mouseOver(element));
const unhover = (element: HTMLElement) => act(() => fireEvent.mouseOut(element));

describe('tooltips on icon-only buttons', () => {
  it('open after 700 ms of hover, not before', async () => {
    await renderWithFakeTimers();

    hover(screen.getByRole('button', { name: 'Open menu' }));
    await act(() => vi.advanceTimersByTimeAsync(690));
    expect(tooltipTexts()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(tooltipTexts()).toEqual(['Open menu']);
  });

  it('open at once when the reader moves to the next one within 300 ms, and wait again after that', async () => {
    await renderWithFakeTimers();
    const menu = screen.getByRole('button', { name: 'Open menu' });
    const theme = screen.getByRole('button', { name: 'Switch to dark theme' });

    hover(menu);
    await act(() => vi.advanceTimersByTimeAsync(800));
    unhover(menu);
    await act(() => vi.advanceTimersByTimeAsync(100));
    hover(theme);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(tooltipTexts()).toContain('Switch to dark theme');

    unhover(theme);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    hover(menu);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(tooltipTexts()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(450));
    expect(tooltipTexts()).toEqual(['Open menu']);
  });

  it('are on the cookie banner close icon too, and open on keyboard focus', async () => {
    await renderWithFakeTimers();

    act(() => screen.getByRole('button', { name: 'Close cookie notice' }).focus());
    await act(() => vi.advanceTimersByTimeAsync(710));
    expect(tooltipTexts()).toEqual(['Close cookie notice']);
  });
});
