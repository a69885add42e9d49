/** The part of a BrowserWindow that bringing it forward needs. */
export interface FocusableWindow {
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

/** The part of electron's `app` that the single-instance lock needs. */
export interface InstanceLock {
  requestSingleInstanceLock(): boolean;
  on(event: 'second-instance', listener: () => void): unknown;
}

/** Brings the window forward: out of the taskbar or dock if minimized, shown if hidden, then focused. */
export function focusWindow(window: FocusableWindow | undefined): void {
  if (!window) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

/**
 * Takes the one-instance lock. The first instance gets true and, from then on, brings its window forward
 * whenever the app is launched again; a later launch gets false and should quit.
 */
export function claimSingleInstance(app: InstanceLock, currentWindow: () => FocusableWindow | undefined): boolean {
  if (!app.requestSingleInstanceLock()) return false;
  app.on('second-instance', () => focusWindow(currentWindow()));
  return true;
}
