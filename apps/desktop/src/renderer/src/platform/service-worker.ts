import { useAppUpdate } from './app-update';

/** The worker vite-plugin-pwa generates at the root of the web build (vite.web.config.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/** What the update flow uses of workbox-window's Workbox. */
export interface ServiceWorkerClient {
  addEventListener(type: 'waiting', listener: () => void): void;
  addEventListener(type: 'controlling', listener: (event: { isUpdate?: boolean }) => void): void;
  messageSkipWaiting(): void;
  register(): Promise<unknown>;
}

export interface UpdateFlowOptions {
  /** Reloads the page once the new worker controls it. */
  reload: () => void;
  updates?: typeof useAppUpdate;
}

/**
 * Registers the worker and turns a new deployment into a prompt: the new worker waits while this page keeps the old
 * bundle's precache (never a mix), and Reload lets it take over and reloads.
 */
export function startUpdateFlow(worker: ServiceWorkerClient, { reload, updates = useAppUpdate }: UpdateFlowOptions): Promise<unknown> {
  let prompted = false;
  worker.addEventListener('waiting', () => {
    if (prompted) return;
    prompted = true;
    worker.addEventListener('controlling', (event) => {
      if (event.isUpdate) reload();
    });
    updates.setState({ apply: () => worker.messageSkipWaiting() });
  });
  return worker.register();
}

/** The web build's offline shell; the desktop app loads from app:// and never registers one. */
export async function registerServiceWorker(nav: Navigator = navigator): Promise<void> {
  if (!('serviceWorker' in nav)) return;
  const { Workbox } = await import('workbox-window');
  await startUpdateFlow(new Workbox(SERVICE_WORKER_URL, { scope: '/' }), { reload: () => window.location.reload() });
}
