import { Intent, type Toaster } from '@blueprintjs/core';

/** Spec 9: toasts stay 5 s unless dismissed. */
export const TOAST_TIMEOUT_MS = 5000;

export interface ToastMessage {
  title: string;
  description?: string;
  /** 'destructive' for failures (spec: styles default and destructive). */
  variant?: 'default' | 'destructive';
  action?: { text: string; onClick: () => void };
}

let toaster: Toaster | null = null;

/** The layout's toaster registers itself here, so features can toast without holding a ref. */
export function registerToaster(instance: Toaster | null): void {
  toaster = instance;
}

export function showToast({ title, description, variant = 'default', action }: ToastMessage): void {
  toaster?.show({
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
  });
}
