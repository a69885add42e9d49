import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppUpdate } from './app-update';
import { startUpdateFlow, type ServiceWorkerClient } from './service-worker';

/** A stand-in for workbox-window's Workbox: records listeners; tests fire its lifecycle events. */
function fakeWorker() {
  const listeners = new Map<string, ((event: { isUpdate?: boolean }) => void)[]>();
  const worker = {
    addEventListener(type: string, listener: (event: { isUpdate?: boolean }) => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    messageSkipWaiting: vi.fn<() => void>(),
    register: vi.fn<() => Promise<unknown>>(async () => undefined),
  } satisfies ServiceWorkerClient;
  const fire = (type: string, event: { isUpdate?: boolean } = {}) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  return { worker, fire };
}

afterEach(() => useAppUpdate.setState({ apply: null }));

describe('startUpdateFlow', () => {
  it('registers the worker and offers nothing while no new deployment waits', async () => {
    const { worker } = fakeWorker();
    await startUpdateFlow(worker, { reload: vi.fn<() => void>() });
    expect(worker.register).toHaveBeenCalledTimes(1);
    expect(useAppUpdate.getState().apply).toBeNull();
  });

  it('prompts when a new worker waits, switches to it only on Reload, and reloads once it controls the page', async () => {
    const { worker, fire } = fakeWorker();
    const reload = vi.fn<() => void>();
    await startUpdateFlow(worker, { reload });

    fire('waiting');
    const apply = useAppUpdate.getState().apply;
    expect(apply).not.toBeNull();
    // Nothing switches by itself: the page keeps running on the old worker's bundle.
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    apply?.();
    expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
    fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for the first worker taking control (no update)', async () => {
    const { worker, fire } = fakeWorker();
    const reload = vi.fn<() => void>();
    await startUpdateFlow(worker, { reload });
    fire('waiting');
    fire('waiting');
    fire('controlling', { isUpdate: false });
    expect(reload).not.toHaveBeenCalled();
  });
});
