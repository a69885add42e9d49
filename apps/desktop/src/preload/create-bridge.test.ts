import { describe, expect, it } from 'vitest';
import { DESKTOP_CHANNELS, DESKTOP_EVENTS } from './bridge';
import { createDesktopBridge, type Invoke, type Subscribe } from './create-bridge';

function recordingInvoke(answer: unknown): { invoke: Invoke; calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    invoke: async (channel, ...args) => {
      calls.push([channel, ...args]);
      return answer;
    },
  };
}

/** An ipcRenderer-like emitter whose listeners are called with an event object, as Electron does. */
function emitter() {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const subscribe: Subscribe = {
    on: (channel, listener) => listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener)),
    off: (channel, listener) => listeners.get(channel)?.delete(listener),
  };
  const emit = (channel: string, ...args: unknown[]) => {
    for (const listener of listeners.get(channel) ?? []) listener({ sender: 'ipc-renderer' }, ...args);
  };
  return { subscribe, emit, count: (channel: string) => listeners.get(channel)?.size ?? 0 };
}

const bridgeWith = (invoke: Invoke) => createDesktopBridge(invoke, emitter().subscribe);

describe('createDesktopBridge', () => {
  it('exposes one function per operation and nothing generic', () => {
    const bridge = bridgeWith(recordingInvoke(undefined).invoke);
    expect(Object.keys(bridge).toSorted()).toEqual([
      'appVersion',
      'onSyncRequested',
      'openExternal',
      'readSettings',
      'reportLastSync',
      'saveServerUrl',
      'writeClipboardText',
    ]);
    expect(Object.values(bridge).every((value) => typeof value === 'function')).toBe(true);
  });

  it('asks main for the version on app:version', async () => {
    const { invoke, calls } = recordingInvoke('0.1.0');
    await expect(bridgeWith(invoke).appVersion()).resolves.toBe('0.1.0');
    expect(calls).toEqual([[DESKTOP_CHANNELS.appVersion]]);
  });

  it('rejects a version answer that is not a string', async () => {
    await expect(bridgeWith(recordingInvoke(7).invoke).appVersion()).rejects.toThrow(TypeError);
  });

  it('sends links and clipboard text on their own channels', async () => {
    const { invoke, calls } = recordingInvoke(undefined);
    const bridge = bridgeWith(invoke);
    await expect(bridge.openExternal('https://example.org/')).resolves.toBeUndefined();
    await expect(bridge.writeClipboardText('hello')).resolves.toBeUndefined();
    expect(calls).toEqual([
      ['shell:openExternal', 'https://example.org/'],
      ['clipboard:writeText', 'hello'],
    ]);
  });

  it('reads settings and saves the server address on settings:read and settings:saveServerUrl', async () => {
    const settings = { serverUrl: 'http://directory.local:3000' };
    const read = recordingInvoke(settings);
    await expect(bridgeWith(read.invoke).readSettings()).resolves.toEqual(settings);
    expect(read.calls).toEqual([['settings:read']]);

    const saved = recordingInvoke({ ok: true, settings });
    await expect(bridgeWith(saved.invoke).saveServerUrl('http://directory.local:3000')).resolves.toEqual({ ok: true, settings });
    expect(saved.calls).toEqual([['settings:saveServerUrl', 'http://directory.local:3000']]);

    const refused = recordingInvoke({ ok: false, message: 'Could not reach the server at http://x.' });
    await expect(bridgeWith(refused.invoke).saveServerUrl('http://x')).resolves.toEqual({
      ok: false,
      message: 'Could not reach the server at http://x.',
    });
  });

  it('rejects answers that are not settings or a save result', async () => {
    await expect(bridgeWith(recordingInvoke({ serverUrl: 3 }).invoke).readSettings()).rejects.toThrow(TypeError);
    await expect(bridgeWith(recordingInvoke({ ok: 'yes' }).invoke).saveServerUrl('http://x')).rejects.toThrow(TypeError);
  });

  it('reports the last sync on sync:reportLastSync', async () => {
    const { invoke, calls } = recordingInvoke(undefined);
    await bridgeWith(invoke).reportLastSync('2026-11-23T08:00:00.000Z');
    expect(calls).toEqual([['sync:reportLastSync', '2026-11-23T08:00:00.000Z']]);
  });

  it('relays Sync now without the IPC event, until the page stops listening', () => {
    const ipc = emitter();
    const bridge = createDesktopBridge(recordingInvoke(undefined).invoke, ipc.subscribe);
    const received: unknown[][] = [];
    const stop = bridge.onSyncRequested((...args: unknown[]) => received.push(args));

    ipc.emit(DESKTOP_EVENTS.syncRequested);
    expect(received).toEqual([[]]);

    stop();
    ipc.emit(DESKTOP_EVENTS.syncRequested);
    expect(received).toHaveLength(1);
    expect(ipc.count(DESKTOP_EVENTS.syncRequested)).toBe(0);
  });
});
