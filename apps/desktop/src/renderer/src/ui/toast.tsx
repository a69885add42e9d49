import { Intent, type Toaster, type ToastProps } from '@blueprintjs/core';

/** Spec 9: toasts stay 5 s unless dismissed; one at a time; a 50 px swipe dismisses; F8 reaches them. */
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

/** A swipe towards the screen's right edge (where the toasts sit) of at least the threshold. */
export function isDismissSwipe(startX: number, endX: number): boolean {
  return endX - startX >= TOAST_SWIPE_THRESHOLD_PX;
}

/** F8 alone, as in the usual toast viewports: with a modifier it belongs to the browser or the system. */
export function isToastHotkey(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): boolean {
  return event.key === TOAST_HOTKEY && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
}

export interface ToastMessage {
  title: string;
  description?: string;
  /** 'destructive' for failures (spec: styles default and destructive). */
  variant?: 'default' | 'destructive';
  action?: { text: string; onClick: () => void };
}

let toaster: Toaster | null = null;
/** A toast asked for before the toaster's code has loaded; shown once it registers (one at a time anyway). */
let waiting: ToastProps | null = null;

/** The layout's toaster registers itself here, so features can toast without holding a ref. */
export function registerToaster(instance: Toaster | null): void {
  toaster = instance;
  if (instance && waiting) instance.show(waiting);
  waiting = null;
}

/** True once the layout's toaster has loaded and registered. */
export function isToasterReady(): boolean {
  return toaster !== null;
}

/** Dismisses whatever toast is showing (at most one). */
export function dismissToasts(): void {
  waiting = null;
  toaster?.clear();
}

export function showToast(message: ToastMessage): void {
  const props = toastProps(message);
  if (toaster) toaster.show(props);
  else waiting = props;
}

function toastProps({ title, description, variant = 'default', action }: ToastMessage): ToastProps {
  return {
    message: (
      <div className="app-toast">
        <strong className="app-toast-title">{title}</strong>
        {description ? <div className="app-toast-description">{description}</div> : null}
      </div>
    ),
    intent: variant === 'destructive' ? Intent.DANGER : Intent.NONE,
    timeout: TOAST_TIMEOUT_MS,
    isCloseButtonShown: true,
    ...(action ? { action: { text: action.text, onClick: action.onClick } } : {}),
  };
}
