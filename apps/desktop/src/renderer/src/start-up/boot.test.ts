import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// start-up/boot.ts is the web build's only script in the page: it runs once, when imported, against the page it is in.
// A classic script to TypeScript (it exports nothing), so it is imported by a name the checker does not follow.
const BOOT = './boot';
const ENTRY = '/assets/index-test.js';

function bootPage(): void {
  document.head.innerHTML = `<script type="module" data-app-entry="${ENTRY}" data-app-preload="/assets/react-test.js" data-app-style="/assets/index-test.css"></script>`;
}

const stylesheetLinks = () => document.head.querySelectorAll('link[rel="stylesheet"]').length;

/** The frames boot asked for. Never run by the browser: a real frame would load the app after the test, maybe after the page is gone. */
let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  document.head.innerHTML = '';
});

describe('boot', () => {
  it('loads the app after the first paint when the network serves it', async () => {
    bootPage();
    await import(/* @vite-ignore */ BOOT);

    expect(stylesheetLinks()).toBe(0);
    expect(frames).toHaveLength(1);
  });

  it('loads the app at once when the service worker serves it from its cache', async () => {
    vi.stubGlobal('navigator', Object.create(navigator, { serviceWorker: { value: { controller: {} } } }));
    bootPage();
    await import(/* @vite-ignore */ BOOT);

    expect(stylesheetLinks()).toBe(1);
    // The libraries' links follow in the next task.
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve));
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/react-test.js');
    expect(frames).toHaveLength(0);
  });

  it("links every part of the app's stylesheet, in the order named", async () => {
    vi.stubGlobal('navigator', Object.create(navigator, { serviceWorker: { value: { controller: {} } } }));
    bootPage();
    document.head.querySelector('script')?.setAttribute('data-app-style', '/assets/index-test.css /assets/app-a.css /assets/app-b.css');
    await import(/* @vite-ignore */ BOOT);

    const links = [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/assets/index-test.css', '/assets/app-a.css', '/assets/app-b.css']);
  });
});

/** Settles once an IndexedDB request succeeds or fails. */
const settled = (request: IDBRequest) =>
  new Promise<void>((resolve, reject) => {
    request.addEventListener('success', () => resolve());
    request.addEventListener('error', () => reject(request.error));
  });

const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name);

describe("boot's early read of home's list", () => {
  const DATABASE = 'boot-early-read';

  function bootHome(): void {
    bootPage();
    document.head.querySelector('script')?.setAttribute('data-app-early-read', `${DATABASE}/listings/10/meta/first-screen/sync`);
  }

  afterEach(() => settled(indexedDB.deleteDatabase(DATABASE)));

  it('reads the first screen, the sync position and the count, then every row of an existing cache', async () => {
    const open = indexedDB.open(DATABASE, 10);
    open.addEventListener('upgradeneeded', () => {
      const store = open.result.createObjectStore('listings', { keyPath: 'id' });
      store.put({ id: 1, name: 'OPM Flow' });
      store.put({ id: 2, name: 'MRST' });
      const meta = open.result.createObjectStore('meta', { keyPath: 'key' });
      meta.put({ key: 'first-screen', count: 2 });
      meta.put({ key: 'sync', cursor: '7' });
    });
    await settled(open);
    open.result.close();
    bootHome();
    await import(/* @vite-ignore */ BOOT);

    const stored = { key: 'first-screen', count: 2 };
    const sync = { key: 'sync', cursor: '7' };
    expect(await window.rsdEarlyRead?.firstScreen).toEqual({ stored, sync, count: 2 });
    expect(await window.rsdEarlyRead?.list).toEqual({
      rows: [
        { id: 1, name: 'OPM Flow' },
        { id: 2, name: 'MRST' },
      ],
      stored,
      sync,
    });
  });

  it('leaves the rows to the app when the cache keeps a first screen of them (drawn first, the rows read after)', async () => {
    const open = indexedDB.open(DATABASE, 10);
    open.addEventListener('upgradeneeded', () => {
      open.result.createObjectStore('listings', { keyPath: 'id' }).put({ id: 1, name: 'OPM Flow' });
      const meta = open.result.createObjectStore('meta', { keyPath: 'key' });
      meta.put({ key: 'first-screen', count: 1, packs: 1 });
      meta.put({ key: 'sync', cursor: '7' });
    });
    await settled(open);
    open.result.close();
    bootHome();
    await import(/* @vite-ignore */ BOOT);

    const stored = { key: 'first-screen', count: 1, packs: 1 };
    expect(await window.rsdEarlyRead?.firstScreen).toEqual({ stored, sync: { key: 'sync', cursor: '7' }, count: 1 });
    expect(await window.rsdEarlyRead?.list).toBeUndefined();
  });

  it('reads nothing from a cache an older app wrote, and leaves its upgrade to the app', async () => {
    const open = indexedDB.open(DATABASE, 9);
    open.addEventListener('upgradeneeded', () =>
      open.result.createObjectStore('listings', { keyPath: 'id' }).put({ id: 1, name: 'Older' }),
    );
    await settled(open);
    open.result.close();
    bootHome();
    await import(/* @vite-ignore */ BOOT);

    expect(await window.rsdEarlyRead?.firstScreen).toBeUndefined();
    expect(await window.rsdEarlyRead?.list).toBeUndefined();
    expect((await indexedDB.databases()).find((database) => database.name === DATABASE)?.version).toBe(9);
  });

  it('reads nothing on a first visit, and creates no database: that is the app', async () => {
    bootHome();
    await import(/* @vite-ignore */ BOOT);

    expect(await window.rsdEarlyRead?.firstScreen).toBeUndefined();
    expect(await window.rsdEarlyRead?.list).toBeUndefined();
    expect(await databaseNames()).not.toContain(DATABASE);
  });
});
