import { buildCacheControl, CONTENT_SECURITY_POLICY } from '@rsd/core';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { createApiProxy } from './api-proxy';
import { APP_HOST } from './app-url';
import { isInside, resolveBuildPath } from './build-path';
import { contentTypeFor } from './content-type';
import type { CookieStore } from './cookie-store';

export interface AppProtocolOptions {
  /** The renderer build folder (index.html and assets/). */
  rendererDir: string;
  /** The directory server that /api/* is forwarded to, read per request (the settings can change it). */
  serverUrl: () => URL;
  fetch?: typeof fetch;
  /** How long /api/* waits for the server before answering 503. */
  timeoutMs?: number;
  /** Keeps the server's cookies in main (see api-proxy.ts). */
  cookies?: CookieStore;
}

export type AppProtocolHandler = (request: Request) => Promise<Response>;

const API_PATH = /^\/api(\/|$)/;

function textResponse(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', ...headers },
  });
}

/** The file's path inside the build as a URL pathname, for core's cache rule. */
const urlPathOf = (rendererDir: string, filePath: string) => `/${path.relative(rendererDir, filePath).split(path.sep).join('/')}`;

/**
 * The `app://` protocol handler: the renderer build with SPA fallback, and `/api/*` forwarded to the
 * directory server, so the renderer calls `/api/...` same-origin exactly as in the web build.
 */
export function createAppProtocolHandler(options: AppProtocolOptions): AppProtocolHandler {
  const rendererDir = path.resolve(options.rendererDir);
  const indexPath = path.join(rendererDir, 'index.html');
  const proxy = createApiProxy(options);

  async function serveFile(request: Request, filePath: string): Promise<Response> {
    let body: Buffer;
    try {
      const real = await realpath(filePath);
      // A link inside the build must not lead out of it.
      if (!isInside(await realpath(rendererDir), real)) return textResponse(403, 'Forbidden');
      if (!(await stat(real)).isFile()) return textResponse(404, 'Not found');
      body = await readFile(real);
    } catch {
      return textResponse(404, 'Not found');
    }
    const contentType = contentTypeFor(filePath);
    const headers: Record<string, string> = {
      'content-type': contentType,
      'content-length': String(body.byteLength),
      'cache-control': buildCacheControl(urlPathOf(rendererDir, filePath)),
      'x-content-type-options': 'nosniff',
    };
    if (contentType.startsWith('text/html')) headers['content-security-policy'] = CONTENT_SECURITY_POLICY;
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  }

  return async (request) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return textResponse(400, 'Bad request');
    }
    if (url.host !== APP_HOST) return textResponse(404, 'Not found');
    if (API_PATH.test(url.pathname)) return proxy(request, url);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return textResponse(405, 'Method not allowed', { allow: 'GET, HEAD' });
    }

    const target = resolveBuildPath(rendererDir, url.pathname);
    switch (target.kind) {
      case 'forbidden':
        return textResponse(403, 'Forbidden');
      case 'file':
        return serveFile(request, target.filePath);
      case 'route': {
        const response = await serveFile(request, indexPath);
        return response.status === 404 ? textResponse(503, 'The renderer build is missing: run `npm run build` first.') : response;
      }
    }
  };
}
