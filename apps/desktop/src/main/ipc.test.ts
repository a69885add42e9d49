import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BRIDGE_LIMITS, DESKTOP_CHANNELS } from '../preload/bridge';
import { registerIpcHandlers, type InvokeEvent, type IpcRegistry } from './ipc';
import { checkServer } from './server-check';
import { createSettingsService } from './settings-service';
import { openSettingsStore, SETTINGS_FILE } from './settings-store';

type Listener = (event: InvokeEvent, ...args: unknown[]) => unknown;

const DEFAULT_SERVER = 'http://localhost:3000';
const folders: string[] = [];

/** A real HTTP server that answers the sync feed as a directory server does. */
let directory: Server;
let directoryUrl: string;
/** A real HTTP server that is not a directory server. */
let stranger: Server;
let strangerUrl: string;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

const syncPage = {
  protocol: 1,
  dataset: 'd1',
  cursor: '0',
  hasMore: false,
  simulators: [],
  technologies: [],
  deleted: { simulators: [], technologies: [] },
};

beforeAll(async () => {
  directory = createServer((req, res) => {
    const ok = new URL(req.url ?? '/', 'http://x').pathname === '/api/sync';
    res.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(ok ? syncPage : {}));
  });
  stranger = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Router login</h1>'));
  directoryUrl = await listen(directory);
  strangerUrl = await listen(stranger);
});

afterAll(async () => {
  for (const server of [directory, stranger]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/** Registers the real handlers on a plain registry, over the real settings store in a temp user data folder. */
async function setup(devServerUrl?: string) {
  const userData = await mkdtemp(path.join(tmpdir(), 'rsd-ipc-'));
  folders.push(userData);
  const store = await openSettingsStore(userData, { serverUrl: DEFAULT_SERVER });
  const settings = createSettingsService(store, (url) => checkServer(url, { timeoutMs: 2000 }));
  const listeners = new Map<string, Listener>();
  const registry: IpcRegistry = { handle: (channel, listener) => listeners.set(channel, listener) };
  const calls: { opened: string[]; copied: string[]; lastSync: (string | null)[] } = { opened: [], copied: [], lastSync: [] };
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
      ...settings,
      reportLastSync: (at) => {
        calls.lastSync.push(at);
      },
    },
    { devServerUrl },
  );
  const invoke = async (channel: string, senderUrl: string | null, ...args: unknown[]): Promise<unknown> => {
    const listener = listeners.get(channel);
    if (!listener) throw new Error(`no handler for ${channel}`);
    return listener({ senderFrame: senderUrl === null ? null : { url: senderUrl } }, ...args);
  };
  return { listeners, calls, invoke, store, userData };
}

const APP = 'app://bundle/simulator/3';

describe('registerIpcHandlers', () => {
  it('registers exactly one handler per bridge operation', async () => {
    const { listeners } = await setup();
    expect([...listeners.keys()].toSorted()).toEqual(Object.values(DESKTOP_CHANNELS).toSorted());
  });

  it('answers app:version', async () => {
    const { invoke } = await setup();
    await expect(invoke('app:version', APP)).resolves.toBe('0.1.0');
  });

  it('opens http, https and mailto links', async () => {
    const { invoke, calls } = await setup();
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
    const { invoke, calls } = await setup();
    await expect(invoke('shell:openExternal', APP, ...args)).rejects.toThrow(/^shell:openExternal: invalid arguments/);
    expect(calls.opened).toEqual([]);
  });

  it('copies text to the clipboard within the size limit', async () => {
    const { invoke, calls } = await setup();
    await invoke('clipboard:writeText', APP, 'app://bundle/compare?a=1&b=2');
    await expect(invoke('clipboard:writeText', APP, 'x'.repeat(BRIDGE_LIMITS.clipboardTextLength + 1))).rejects.toThrow(
      /invalid arguments/,
    );
    await expect(invoke('clipboard:writeText', APP, { text: 'x' })).rejects.toThrow(/invalid arguments/);
    expect(calls.copied).toEqual(['app://bundle/compare?a=1&b=2']);
  });

  it('refuses arguments to app:version', async () => {
    const { invoke } = await setup();
    await expect(invoke('app:version', APP, 'x')).rejects.toThrow(/^app:version: invalid arguments/);
  });

  it.each(['https://evil.example/', 'file:///tmp/x.html', 'app://other/', 'http://localhost:5173/', '', null])(
    'refuses every operation from the sender %j',
    async (senderUrl) => {
      const { invoke, calls } = await setup();
      for (const channel of Object.values(DESKTOP_CHANNELS)) {
        await expect(invoke(channel, senderUrl, 'https://example.org/')).rejects.toThrow(`${channel}: refused a call`);
      }
      expect(calls).toEqual({ opened: [], copied: [], lastSync: [] });
    },
  );

  it('trusts the dev server page in development', async () => {
    const { invoke } = await setup('http://localhost:5173');
    await expect(invoke('app:version', 'http://localhost:5173/jobs')).resolves.toBe('0.1.0');
    await expect(invoke('app:version', 'http://localhost:5174/jobs')).rejects.toThrow(/refused/);
  });

  it('reads the settings, with the default server before anything is saved', async () => {
    const { invoke } = await setup();
    await expect(invoke('settings:read', APP)).resolves.toEqual({ serverUrl: DEFAULT_SERVER });
  });

  it('checks a server address, then saves it in the user data folder', async () => {
    const { invoke, store, userData } = await setup();
    const answer = await invoke('settings:saveServerUrl', APP, `  ${directoryUrl}/  `);
    expect(answer).toEqual({ ok: true, settings: { serverUrl: directoryUrl } });
    // /api forwarding reads the store per request: the new address is in use at once.
    expect(store.current().serverUrl).toBe(directoryUrl);
    expect(JSON.parse(await readFile(path.join(userData, SETTINGS_FILE), 'utf8'))).toEqual({ serverUrl: directoryUrl });
    await expect(invoke('settings:read', APP)).resolves.toEqual({ serverUrl: directoryUrl });

    const reopened = await openSettingsStore(userData, { serverUrl: DEFAULT_SERVER });
    expect(reopened.current().serverUrl).toBe(directoryUrl);
  });

  it('does not save an address where no directory server answers, and says so', async () => {
    const { invoke, store, userData } = await setup();
    const down = await invoke('settings:saveServerUrl', APP, 'http://127.0.0.1:9');
    expect(down).toEqual({
      ok: false,
      message: 'Could not reach the server at http://127.0.0.1:9. Check the address and the network connection.',
    });
    const other = await invoke('settings:saveServerUrl', APP, strangerUrl);
    expect(other).toEqual({
      ok: false,
      message: `Could not reach the server at ${strangerUrl}. It answered (HTTP 200) but is not a directory server.`,
    });
    expect(store.current().serverUrl).toBe(DEFAULT_SERVER);
    await expect(readFile(path.join(userData, SETTINGS_FILE), 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it.each([
    [['ftp://directory.example.org']],
    [['not a url']],
    [['javascript:alert(1)']],
    [[7]],
    [[]],
    [[`http://x.org/${'a'.repeat(3000)}`]],
  ])('refuses settings:saveServerUrl with %j as invalid arguments, saving nothing', async (args) => {
    const { invoke, store } = await setup();
    await expect(invoke('settings:saveServerUrl', APP, ...args)).rejects.toThrow(/^settings:saveServerUrl: invalid arguments/);
    expect(store.current().serverUrl).toBe(DEFAULT_SERVER);
  });

  it('takes the last sync time as an ISO date or null, nothing else', async () => {
    const { invoke, calls } = await setup();
    await invoke('sync:reportLastSync', APP, '2026-11-23T08:00:00.000Z');
    await invoke('sync:reportLastSync', APP, null);
    await expect(invoke('sync:reportLastSync', APP, 'yesterday')).rejects.toThrow(/invalid arguments/);
    await expect(invoke('sync:reportLastSync', APP, 1700000000)).rejects.toThrow(/invalid arguments/);
    expect(calls.lastSync).toEqual(['2026-11-23T08:00:00.000Z', null]);
  });
});
