/**
 * The sync worker's script: imports the page's own Dexie chunk (its URL is the worker's name, given by
 * spawn-worker.ts), then the engine, whose `dexie` is that module in a build (vite/dexie-from-page.ts). The page's
 * messages that come before the engine listens are kept and given to it in order.
 */
const early: MessageEvent[] = [];
const keep = (event: MessageEvent) => early.push(event);
globalThis.addEventListener('message', keep);

void import(/* @vite-ignore */ new URL(self.name, location.href).href)
  .then((dexie: unknown) => {
    // Where the worker's build reads Dexie from (vite/dexie-from-page.ts).
    Object.assign(globalThis, { rsdDexie: dexie });
    return import('./worker/sync.worker');
  })
  .then(() => {
    globalThis.removeEventListener('message', keep);
    for (const event of early) globalThis.dispatchEvent(new MessageEvent('message', { data: event.data }));
  });
