import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { withFreshCache } from '../test/test-db';
import { showToast, TOAST_TIMEOUT_MS } from './toast';

withFreshCache();
afterEach(() => {
  vi.useRealTimers();
});

const toasts = () => [...document.querySelectorAll('.bp6-toast')];

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
    vi.useFakeTimers();

    act(() => showToast({ title: 'Saved' }));
    await act(() => vi.advanceTimersByTimeAsync(TOAST_TIMEOUT_MS - 100));
    expect(toasts().map((toast) => toast.classList.contains('bp6-toast-exit'))).toEqual([false]);

    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(toasts().map((toast) => toast.classList.contains('bp6-toast-exit'))).toEqual([true]);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(toasts()).toHaveLength(0);
  });
});
