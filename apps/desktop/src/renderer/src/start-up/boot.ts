/**
 * The web build's only script in the page: the HTML already holds the first frame and its styles, so the browser
 * paints that first; this then loads the stylesheet and modules named on its data attributes and starts the app.
 */
const boot = document.querySelector<HTMLScriptElement>('script[data-app-entry]');

function append(tag: 'link' | 'script', attributes: Record<string, string>): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
  return element;
}

/** A new task: what follows runs after the browser has had the chance to paint and handle input. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Evaluates the app's library chunks (in the build's order, each after those it imports) one per task. The
 * entry's own import would evaluate them all in one task: a long one that blocks input on a slow phone. A chunk
 * that fails here is left to the entry's import, which reports it as the app's failure.
 */
async function evaluateApart(hrefs: readonly string[]): Promise<void> {
  for (const href of hrefs) {
    await nextTask();
    await import(/* @vite-ignore */ href).catch(() => undefined);
  }
}

/** Resolves once the stylesheet has loaded or failed: a failed one must not keep the app from starting. */
function loaded(style: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    style.addEventListener('load', () => resolve(), { once: true });
    style.addEventListener('error', () => resolve(), { once: true });
  });
}

function loadApp(): void {
  const { appEntry, appPreload = '', appStyle, appDarkStyle } = boot?.dataset ?? {};
  if (!appEntry) throw new Error('The boot script names no app entry (data-app-entry).');
  const preloads = appPreload.split(' ').filter(Boolean);
  // The app loads the dark rules when it turns dark (app/dark-styles.ts); a dark system will want them soon.
  if (appDarkStyle && window.matchMedia?.('(prefers-color-scheme: dark)').matches) {
    append('link', { rel: 'preload', as: 'style', crossorigin: '', href: appDarkStyle });
  }
  // The sheet comes in parts (vite/split-stylesheet.ts), linked in cascade order, each parsed as it arrives.
  const sheets = (appStyle ?? '').split(' ').filter(Boolean);
  const styled = Promise.all(sheets.map((href) => loaded(append('link', { rel: 'stylesheet', crossorigin: '', href }))));
  // Each link starts a fetch, a few milliseconds of this thread's time: the libraries' links follow in a task of
  // their own. The entry renders, so it waits for the stylesheet; the libraries evaluate meanwhile.
  void nextTask()
    .then(() => {
      for (const href of preloads) append('link', { rel: 'modulepreload', crossorigin: '', href });
      return Promise.all([styled, evaluateApart(preloads)]);
    })
    .then(nextTask)
    .then(() => append('script', { type: 'module', crossorigin: '', src: appEntry }));
}

/**
 * Whether `stored`, the first screen's meta row, was kept from `count` rows of listings (data/cache/first-screen.ts
 * says whether it is valid, with the sync position too): a warm start's list is then the app's to read, after the
 * first paint (whole-list-after-paint.ts). Read here, its quarter second of deserializing at 30,000 tools came in
 * one task before the first render.
 */
const keptFor = (stored: unknown, count: number): boolean =>
  count > 0 && typeof stored === 'object' && stored !== null && 'packs' in stored && stored.packs === count;

/**
 * Home's first screen and list from the offline cache, read while the app's code loads, for the first render to take
 * (early-listings.ts). In one transaction: the first screen's meta row, the sync position and the listings' count come
 * first (three small reads, answered before the whole list), then every listing, with the same position, unless home
 * has a kept first screen of them to draw first (keptFor). Only a cache
 * at the app's own schema version is read: opening a missing or older database asks for an upgrade, which is aborted
 * (creating or upgrading the cache is the app's), and a newer one fails to open.
 */
function readEarly(spec: string): RsdEarlyRead | undefined {
  const [database, table, version, meta, firstScreenKey, syncKey] = spec.split('/');
  if (!database || !table || !version || !meta || !firstScreenKey || !syncKey || typeof indexedDB === 'undefined') return undefined;
  let settleFirstScreen!: (read: RsdEarlyFirstScreen | undefined) => void;
  let settleList!: (read: RsdEarlyList | undefined) => void;
  const read: RsdEarlyRead = {
    firstScreen: new Promise((resolve) => (settleFirstScreen = resolve)),
    list: new Promise((resolve) => (settleList = resolve)),
  };
  // Settling a promise again does nothing: whatever came first stands.
  const none = () => {
    settleFirstScreen(undefined);
    settleList(undefined);
  };
  const open = indexedDB.open(database, Number(version));
  open.addEventListener('error', none);
  open.addEventListener('upgradeneeded', () => open.transaction?.abort());
  open.addEventListener('success', () => {
    const connection = open.result;
    connection.addEventListener('versionchange', () => connection.close());
    if (!connection.objectStoreNames.contains(table) || !connection.objectStoreNames.contains(meta)) {
      connection.close();
      return none();
    }
    const transaction = connection.transaction([table, meta], 'readonly');
    const stored = transaction.objectStore(meta).get(firstScreenKey);
    const sync = transaction.objectStore(meta).get(syncKey);
    const count = transaction.objectStore(table).count();
    count.addEventListener('success', () => {
      settleFirstScreen({ stored: stored.result, sync: sync.result, count: count.result });
      // Home draws a kept first screen of these rows before the list, which the app then reads once that is painted.
      if (keptFor(stored.result, count.result)) return settleList(undefined);
      const rows = transaction.objectStore(table).getAll();
      rows.addEventListener('success', () => settleList({ rows: rows.result, stored: stored.result, sync: sync.result }));
    });
    transaction.addEventListener('error', none);
    transaction.addEventListener('complete', () => connection.close());
    transaction.addEventListener('abort', () => {
      none();
      connection.close();
    });
  });
  return read;
}

const earlyRead = boot?.dataset.appEarlyRead;
if (earlyRead) window.rsdEarlyRead = readEarly(earlyRead);

// A hidden page (a tab opened in the background) paints nothing and gets no frames until it is shown. A page the
// service worker controls gets the app's files from the worker's cache, so they cannot slow the first paint's
// network: they load at once (a warm or offline start).
if (document.visibilityState === 'hidden' || navigator.serviceWorker?.controller) loadApp();
else requestAnimationFrame(() => setTimeout(loadApp));
