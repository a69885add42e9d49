import { describe, expect, it } from 'vitest';
import { DESKTOP_CHANNELS } from './bridge';
import { createDesktopBridge, type Invoke } from './create-bridge';

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

describe('createDesktopBridge', () => {
  it('exposes one function per operation and nothing generic', () => {
    const bridge = createDesktopBridge(recordingInvoke(undefined).invoke);
    expect(Object.keys(bridge).toSorted()).toEqual(['appVersion', 'openExternal', 'writeClipboardText']);
    expect(Object.values(bridge).every((value) => typeof value === 'function')).toBe(true);
  });

  it('asks main for the version on app:version', async () => {
    const { invoke, calls } = recordingInvoke('0.1.0');
    await expect(createDesktopBridge(invoke).appVersion()).resolves.toBe('0.1.0');
    expect(calls).toEqual([[DESKTOP_CHANNELS.appVersion]]);
  });

  it('rejects a version answer that is not a string', async () => {
    await expect(createDesktopBridge(recordingInvoke(7).invoke).appVersion()).rejects.toThrow(TypeError);
  });

  it('sends links and clipboard text on their own channels', async () => {
    const { invoke, calls } = recordingInvoke(undefined);
    const bridge = createDesktopBridge(invoke);
    await expect(bridge.openExternal('https://example.org/')).resolves.toBeUndefined();
    await expect(bridge.writeClipboardText('hello')).resolves.toBeUndefined();
    expect(calls).toEqual([
      ['shell:openExternal', 'https://example.org/'],
      ['clipboard:writeText', 'hello'],
    ]);
  });
});
