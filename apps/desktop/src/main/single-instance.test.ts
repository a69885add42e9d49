import { describe, expect, it } from 'vitest';
import { claimSingleInstance, focusWindow, type FocusableWindow, type InstanceLock } from './single-instance';

function fakeWindow(minimized: boolean) {
  const calls: string[] = [];
  const window: FocusableWindow = {
    isMinimized: () => minimized,
    restore: () => calls.push('restore'),
    show: () => calls.push('show'),
    focus: () => calls.push('focus'),
  };
  return { window, calls };
}

function fakeApp(gotLock: boolean) {
  const listeners: (() => void)[] = [];
  const app: InstanceLock = {
    requestSingleInstanceLock: () => gotLock,
    on: (_event, listener) => listeners.push(listener),
  };
  return { app, launchAgain: () => listeners.forEach((listener) => listener()), listeners };
}

describe('focusWindow', () => {
  it('restores a minimized window before showing and focusing it', () => {
    const { window, calls } = fakeWindow(true);
    focusWindow(window);
    expect(calls).toEqual(['restore', 'show', 'focus']);
  });

  it('shows and focuses a window that is not minimized', () => {
    const { window, calls } = fakeWindow(false);
    focusWindow(window);
    expect(calls).toEqual(['show', 'focus']);
  });

  it('does nothing without a window', () => {
    expect(() => focusWindow(undefined)).not.toThrow();
  });
});

describe('claimSingleInstance', () => {
  it('lets the first instance run and brings its window forward on a second launch', () => {
    const { app, launchAgain } = fakeApp(true);
    const { window, calls } = fakeWindow(true);
    expect(claimSingleInstance(app, () => window)).toBe(true);
    expect(calls).toEqual([]);
    launchAgain();
    expect(calls).toEqual(['restore', 'show', 'focus']);
  });

  it('tells a second instance to quit, without listening for launches', () => {
    const { app, listeners } = fakeApp(false);
    expect(claimSingleInstance(app, () => undefined)).toBe(false);
    expect(listeners).toHaveLength(0);
  });
});
