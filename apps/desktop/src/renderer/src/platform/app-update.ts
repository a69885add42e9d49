import { create } from 'zustand';

export interface AppUpdate {
  /** Set once a new deployment is installed and waiting: switches to it and reloads the page. */
  apply: (() => void) | null;
}

/** The service worker registration writes here; the layout's update prompt reads it. */
export const useAppUpdate = create<AppUpdate>(() => ({ apply: null }));
