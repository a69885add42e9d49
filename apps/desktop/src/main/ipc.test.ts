import { describe, expect, it } from 'vitest';
import { BRIDGE_LIMITS, DESKTOP_CHANNELS } from '../preload/bridge';
import { registerIpcHandlers, type InvokeEvent, type IpcRegistry } from './ipc';

type Listener = (event: InvokeEvent, ...args: unknown[]) => unknown;

/** Registers the real handlers on a plain registry and records what reached the native services. */
function setup(devServerUrl?: string) {
  const listeners = new Map<string, Listener>();
  const registry: IpcRegistry = { handle: (channel, listener) => listeners.set(channel, listener) };
  const calls: { opened: string[]; copied: string[] } = { opened: [], copied: [] };
  registerIpcHandlers(
    registry,
    {
      appVersion: () => '0.1.0',
      openExternal: async (url) => {
        calls.opened.push(url);
      },
      writeClipboardText: (text) => {
        calls.copied.push(text);
      },
    },
    { devServerUrl },
  );
  const invoke = async (channel: string, senderUrl: string | null, ...args: unknown[]): Promise<unknown> => {
    const listener = listeners.get(channel);
    if (!listener) throw new Error(`no handler for ${channel}`);
    return listener({ senderFrame: senderUrl === null ? null : { url: senderUrl } }, ...args);
  };
  return { listeners, calls, invoke };
}

const APP = 'app://bundle/simulator/3';

describe('registerIpcHandlers', () => {
  it('registers exactly one handler per bridge operation', () => {
    const { listeners } = setup();
    expect([...listeners.keys()].toSorted()).toEqual(Object.values(DESKTOP_CHANNELS).toSorted());
  });

  it('answers app:version', async () => {
    const { invoke } = setup();
    await expect(invoke('app:version', APP)).resolves.toBe('0.1.0');
  });

  it('opens http, https and mailto links', async () => {
    const { invoke, calls } = setup();
    await invoke('shell:openExternal', APP, 'https://opm-project.org/');
    await invoke('shell:openExternal', APP, 'mailto:jobs@example.com');
    expect(calls.opened).toEqual(['https://opm-project.org/', 'mailto:jobs@example.com']);
  });

  it.each([
    [['file:///etc/passwd']],
    [['javascript:alert(1)']],
    [['smb://host/share']],
    [[42]],
    [[]],
    [['https://a.example/', 'extra']],
    [[`https://example.org/${'a'.repeat(BRIDGE_LIMITS.urlLength)}`]],
  ])('refuses shell:openExternal with %j', async (args) => {
    const { invoke, calls } = setup();
    await expect(invoke('shell:openExternal', APP, ...args)).rejects.toThrow(/^shell:openExternal: invalid arguments/);
    expect(calls.opened).toEqual([]);
  });

  it('copies text to the clipboard within the size limit', async () => {
    const { invoke, calls } = setup();
    await invoke('clipboard:writeText', APP, 'app://bundle/compare?a=1&b=2');
    await expect(
      invoke('clipboard:writeText', APP, 'x'.repeat(BRIDGE_LIMITS.clipboardTextLength + 1)),
    ).rejects.toThrow(/invalid arguments/);
    await expect(invoke('clipboard:writeText', APP, { text: 'x' })).rejects.toThrow(/invalid arguments/);
    expect(calls.copied).toEqual(['app://bundle/compare?a=1&b=2']);
  });

  it('refuses arguments to app:version', async () => {
    const { invoke } = setup();
    await expect(invoke('app:version', APP, 'x')).rejects.toThrow(/^app:version: invalid arguments/);
  });

  it.each(['https://evil.example/', 'file:///tmp/x.html', 'app://other/', 'http://localhost:5173/', '', null])(
    'refuses every operation from the sender %j',
    async (senderUrl) => {
      const { invoke, calls } = setup();
      for (const channel of Object.values(DESKTOP_CHANNELS)) {
        await expect(invoke(channel, senderUrl, 'https://example.org/')).rejects.toThrow(`${channel}: refused a call`);
      }
      expect(calls).toEqual({ opened: [], copied: [] });
    },
  );

  it('trusts the dev server page in development', async () => {
    const { invoke } = setup('http://localhost:5173');
    await expect(invoke('app:version', 'http://localhost:5173/jobs')).resolves.toBe('0.1.0');
    await expect(invoke('app:version', 'http://localhost:5174/jobs')).rejects.toThrow(/refused/);
  });
});
