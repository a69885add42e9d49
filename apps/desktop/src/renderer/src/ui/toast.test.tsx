import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { withFreshCache } from '../test/test-db';
import { isDismissSwipe, isToastHotkey, isToasterReady, showToast, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD_PX, TOAST_TIMEOUT_MS } from './toast';

withFreshCache();
afterEach(() => {
  vi.useRealTimers();
});

const toasts = () => [...document.querySelectorAll('.bp6-toast')];
const isLeaving = () => toasts().every((element) => element.classList.contains('bp6-toast-exit'));

describe('toasts', () => {
  it('shows at most one toast: a new one replaces the one on screen', async () => {
    renderApp('/nowhere');
    await screen.findByRole('heading', { name: '404 Page Not Found' });

    act(() => showToast({ title: 'First', description: 'one' }));
    act(() => showToast({ title: 'Second', description: 'two', variant: 'destructive' }));

    await waitFor(() => expect(toasts().map((toast) => toast.textContent)).toEqual([expect.stringContaining('Second')]));
    expect(toasts()[0]?.className).toContain('bp6-intent-danger');
  });

  it('starts closing a toast after 5 seconds', async () => {
    expect(TOAST_TIMEOUT_MS).toBe(5000);
    renderApp('/nowhere');
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    // The toaster's code loads lazily: its timers must be faked once it is there.
    await waitFor(() => expect(isToasterReady()).toBe(true));
    vi.useFakeTimers();

    act(() => showToast({ title: 'Saved' }));
    await act(() => vi.advanceTimersByTimeAsync(TOAST_TIMEOUT_MS - 100));
    expect(toasts().map((toast) => toast.classList.contains('bp6-toast-exit'))).toEqual([false]);

    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(toasts().map((toast) => toast.classList.contains('bp6-toast-exit'))).toEqual([true]);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(toasts()).toHaveLength(0);
  });

  it('shows a toast asked for before the toaster is there, once it is', async () => {
    expect(isToasterReady()).toBe(false);
    act(() => showToast({ title: 'Early', description: 'before the toaster' }));
    renderApp('/nowhere');

    await waitFor(() => expect(toasts().map((toast) => toast.textContent)).toEqual([expect.stringContaining('Early')]));
  });

  it('has the spec constants: one toast, 5 s, a 50 px swipe, F8', () => {
    expect([TOAST_LIMIT, TOAST_TIMEOUT_MS, TOAST_SWIPE_THRESHOLD_PX]).toEqual([1, 5000, 50]);
    expect(isDismissSwipe(100, 150)).toBe(true);
    expect(isDismissSwipe(100, 149)).toBe(false);
    expect(isDismissSwipe(150, 50)).toBe(false);
    const key = { key: 'F8', altKey: false, ctrlKey: false, metaKey: false, shiftKey: false };
    expect(isToastHotkey(key)).toBe(true);
    expect(isToastHotkey({ ...key, ctrlKey: true })).toBe(false);
    expect(isToastHotkey({ ...key, key: 'F7' })).toBe(false);
  });

  it('moves focus to the notifications region on F8', async () => {
    const user = userEvent.setup();
    renderApp('/nowhere');
    await screen.findByRole('heading', { name: '404 Page Not Found' });

    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(document.activeElement).not.toBe(region);
    await user.keyboard('{F8}');
    expect(document.activeElement).toBe(region);
  });

  it('dismisses a toast swiped at least 50 px to the right, and keeps one swiped less', async () => {
    renderApp('/nowhere');
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    act(() => showToast({ title: 'Saved' }));
    const toast = await waitFor(() => {
      const [first] = toasts();
      if (!first) throw new Error('no toast yet');
      return first;
    });
    // jsdom has no PointerEvent class; a MouseEvent named like one carries clientX the same way.
    const swipe = (fromX: number, toX: number) => {
      fireEvent(toast, new MouseEvent('pointerdown', { bubbles: true, clientX: fromX }));
      fireEvent(toast, new MouseEvent('pointerup', { bubbles: true, clientX: toX }));
    };
    swipe(100, 149);
    expect(isLeaving()).toBe(false);

    swipe(100, 150);
    await waitFor(() => expect(toasts().length === 0 || isLeaving()).toBe(true));
  });
});
