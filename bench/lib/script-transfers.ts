import type { CDPSession, Page } from '@playwright/test';

/** One script a target fetched, as the network sent it (compressed, headers included). */
export interface ScriptTransfer {
  url: string;
  /** 'page', or the worker's target type ('worker', 'service_worker') and name. */
  target: string;
  /** Network.loadingFinished's encodedDataLength: what crossed the wire for it; 0 for a worker's own script. */
  bytes: number;
  /**
   * A dedicated worker's own script. Chromium announces it on the page's session and reports its end only on the
   * worker's, with its headers alone (the browser fetches it before the worker starts, so the worker's Network
   * domain may not be on yet): its transfer has to be measured by fetching it again (bundle-size.ts).
   */
  workerScript: boolean;
  /** When the request started (Network.requestWillBeSent's wallTime, ms since the epoch). */
  startedAt: number;
}

interface Pending {
  url: string;
  script: boolean;
  startedAt: number;
}

/** The Network events read here, as any target's session sends them. */
type NetworkEvent =
  | {
      method: 'Network.requestWillBeSent';
      params: { requestId: string; type?: string; wallTime: number; request: { url: string; headers: Record<string, string> } };
    }
  | { method: 'Network.responseReceived'; params: { requestId: string; response: { mimeType: string } } }
  | { method: 'Network.loadingFinished'; params: { requestId: string; encodedDataLength: number } }
  | { method: 'Network.loadingFailed'; params: { requestId: string } };

/** A message a worker's session sent, relayed by its parent's (Target.receivedMessageFromTarget). */
interface Relayed {
  method?: string;
  params?: unknown;
}

/**
 * Counts every script one page's targets fetch: the page's own, each dedicated worker's script, and what its
 * workers fetch (attached unflattened through the page's own CDP session, so their Network events come relayed on
 * it; the service worker's precache included). A script is a response with a JavaScript MIME type.
 */
export class ScriptTransferWatch {
  private readonly finished: ScriptTransfer[] = [];
  /** Requests started and not yet finished or failed, by target and request id. */
  private readonly requests = new Map<string, Pending>();
  /** Scripts the page started that a dedicated worker runs, in the order they started. */
  private readonly workerScripts: ScriptTransfer[] = [];
  /** Each attached worker's target name, by its session. */
  private readonly targets = new Map<string, string>();
  private lastActivity = Date.now();
  private nextId = 1;
  /** The Accept-Encoding the browser's network stack sends (only the extra info shows it), for fetching a worker script again. */
  acceptEncoding = '';

  private constructor(private readonly session: CDPSession) {}

  /** Starts watching before the page navigates. */
  static async start(page: Page): Promise<ScriptTransferWatch> {
    const session = await page.context().newCDPSession(page);
    const watch = new ScriptTransferWatch(session);
    session.on('Network.requestWillBeSent', (params) => watch.onNetwork('page', { method: 'Network.requestWillBeSent', params }));
    session.on('Network.responseReceived', (params) => watch.onNetwork('page', { method: 'Network.responseReceived', params }));
    session.on('Network.loadingFinished', (params) => watch.onNetwork('page', { method: 'Network.loadingFinished', params }));
    session.on('Network.loadingFailed', (params) => watch.onNetwork('page', { method: 'Network.loadingFailed', params }));
    session.on('Network.requestWillBeSentExtraInfo', ({ headers }) => {
      const sent = Object.entries(headers).find(([name]) => name.toLowerCase() === 'accept-encoding')?.[1];
      if (typeof sent === 'string') watch.acceptEncoding = sent;
    });
    session.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => watch.onAttached(sessionId, targetInfo));
    session.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => watch.onRelayed(sessionId, JSON.parse(message) as Relayed));
    await session.send('Network.enable');
    // A fresh context has an empty HTTP cache; disabled anyway, so nothing the page fetches is answered by it.
    await session.send('Network.setCacheDisabled', { cacheDisabled: true });
    await session.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
    return watch;
  }

  /** The scripts fetched so far: those that finished, and every worker script started. */
  transfers(): ScriptTransfer[] {
    return [...this.finished, ...this.workerScripts];
  }

  /**
   * Resolves once no target has sent a Network event for `quietMs` (or after `limitMs`). Not "nothing in flight":
   * a worker's script starts on the page's session and ends on the worker's, so the page never sees it end.
   */
  async networkQuiet(quietMs: number, limitMs: number): Promise<void> {
    const deadline = Date.now() + limitMs;
    while (Date.now() < deadline) {
      if (Date.now() - this.lastActivity >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async stop(): Promise<void> {
    await this.session.detach();
  }

  private onAttached(sessionId: string, { type, title, url }: { type: string; title: string; url: string }): void {
    this.targets.set(sessionId, `${type} ${title}`);
    if (type === 'worker') {
      const started = [...this.requests].find(([key, pending]) => key.startsWith('page\n') && pending.url === url);
      if (started) {
        this.requests.delete(started[0]);
        this.workerScripts.push({
          url,
          target: `${type} ${title}`,
          bytes: 0,
          workerScript: true,
          startedAt: started[1].startedAt,
        });
      }
    }
    const send = (method: string) =>
      void this.session
        .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: this.nextId++, method }) })
        .catch(() => undefined);
    send('Network.enable');
    send('Runtime.runIfWaitingForDebugger');
  }

  private onRelayed(sessionId: string, message: Relayed): void {
    const target = this.targets.get(sessionId);
    if (target !== undefined && message.method?.startsWith('Network.')) this.onNetwork(target, message as NetworkEvent);
  }

  private onNetwork(target: string, event: NetworkEvent): void {
    const key = `${target}\n${event.params.requestId}`;
    this.lastActivity = Date.now();
    switch (event.method) {
      case 'Network.requestWillBeSent':
        this.requests.set(key, { url: event.params.request.url, script: false, startedAt: event.params.wallTime * 1000 });
        break;
      case 'Network.responseReceived': {
        const pending = this.requests.get(key);
        if (pending) pending.script = /javascript|ecmascript/i.test(event.params.response.mimeType);
        break;
      }
      case 'Network.loadingFinished': {
        const pending = this.requests.get(key);
        this.requests.delete(key);
        if (pending?.script)
          this.finished.push({
            url: pending.url,
            target,
            bytes: event.params.encodedDataLength,
            workerScript: false,
            startedAt: pending.startedAt,
          });
        break;
      }
      case 'Network.loadingFailed':
        this.requests.delete(key);
        break;
    }
  }
}
