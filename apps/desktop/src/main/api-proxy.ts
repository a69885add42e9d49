import type { ErrorBody } from '@rsd/core';
import type { CookieStore } from './cookie-store';
import { cookieHeader, parseSetCookie } from './set-cookie';

export interface ApiProxyOptions {
  /** The directory server, read for every request so a new address in the settings applies at once; its path, if any, prefixes the forwarded path. */
  serverUrl: () => URL;
  fetch?: typeof fetch;
  /** How long to wait for the server before answering 503, so a dead network does not hang the UI. */
  timeoutMs?: number;
  /** Where the server's cookies are kept (the Electron session's store): main holds them, the page never sees them. */
  cookies?: CookieStore;
  now?: () => number;
}

export const DEFAULT_PROXY_TIMEOUT_MS = 30_000;

// Connection-level headers describe one hop; they must not be replayed on the next (RFC 9110 §7.6.1).
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

// fetch sets these itself: the host from the URL, the length from the body, and an Accept-Encoding it can decode.
const SET_BY_FETCH = ['host', 'content-length', 'accept-encoding'];

// fetch hands back a decoded body, so the original encoding and length no longer describe it.
const DESCRIBE_ENCODED_BODY = ['content-encoding', 'content-length'];

// Cookies travel between main's store and the server only: the page's own are not sent, the server's not shown.
const PAGE_COOKIES = ['cookie'];
const SERVER_COOKIES = ['set-cookie', 'set-cookie2'];

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function withoutHeaders(source: Headers, names: readonly string[]): Headers {
  const headers = new Headers(source);
  const listed = (source.get('connection') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of [...names, ...listed]) headers.delete(name);
  return headers;
}

/** The JSON error the renderer gets when the server cannot be reached: its offline logic keys on the code. */
export function unavailableResponse(message: string): Response {
  const body = { error: { code: 'unavailable', message } } satisfies ErrorBody;
  return Response.json(body, { status: 503, headers: { 'cache-control': 'no-store' } });
}

/** Builds the server URL for an app://bundle/api/... URL, keeping the encoded path and the query as they are. */
export function targetUrl(serverUrl: URL, appUrl: URL): URL {
  const target = new URL(serverUrl);
  target.pathname = serverUrl.pathname.replace(/\/$/, '') + appUrl.pathname;
  target.search = appUrl.search;
  target.hash = '';
  return target;
}

/** Keeps what each Set-Cookie asks for; a cookie the store refuses is reported and skipped, never fatal. */
async function storeCookies(store: CookieStore, target: URL, headers: Headers, nowMs: number): Promise<void> {
  for (const header of headers.getSetCookie()) {
    const action = parseSetCookie(header, target, nowMs);
    try {
      if (action?.kind === 'set') await store.set(action.details);
      if (action?.kind === 'remove') await store.remove(action.url, action.name);
    } catch (error) {
      console.warn(`Could not keep a cookie from ${target.origin}:`, error);
    }
  }
}

/**
 * Forwards one renderer request to the directory server and relays its answer unchanged in substance.
 * Cookies are the exception: main adds the server's cookies from its store and keeps the ones it sets.
 */
export function createApiProxy(options: ApiProxyOptions): (request: Request, appUrl: URL) => Promise<Response> {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROXY_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const { cookies } = options;

  return async (request, appUrl) => {
    const serverUrl = options.serverUrl();
    const server = serverUrl.origin;
    const target = targetUrl(serverUrl, appUrl);
    const headers = withoutHeaders(request.headers, [...HOP_BY_HOP, ...SET_BY_FETCH, ...PAGE_COOKIES]);
    // To the server, the app's requests are same-origin, as they are for the web build.
    if (headers.has('origin')) headers.set('origin', server);
    const cookie = cookies ? cookieHeader(await cookies.get({ url: target.href })) : undefined;
    if (cookie) headers.set('cookie', cookie);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';

    // The timeout covers waiting for the answer only, so a long body is never cut off half-way.
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    let upstream: Response;
    try {
      upstream = await send(target, {
        method: request.method,
        headers,
        body: hasBody ? await request.arrayBuffer() : null,
        redirect: 'manual',
        signal: AbortSignal.any([request.signal, timeout.signal]),
      });
    } catch {
      return unavailableResponse(
        timeout.signal.aborted
          ? `The directory server at ${server} did not answer within ${Math.ceil(timeoutMs / 1000)} s.`
          : `The directory server at ${server} cannot be reached.`,
      );
    } finally {
      clearTimeout(timer);
    }
    if (cookies) await storeCookies(cookies, target, upstream.headers, now());

    return new Response(NULL_BODY_STATUSES.has(upstream.status) ? null : upstream.body, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: withoutHeaders(upstream.headers, [...HOP_BY_HOP, ...DESCRIBE_ENCODED_BODY, ...SERVER_COOKIES]),
    });
  };
}
