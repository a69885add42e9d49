import type { User } from '@rsd/core';
import { vi, type Mock } from 'vitest';
import { renderApp } from './render-app';

/** A request the fake API saw: method, path with query, and the JSON body. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status?: number; body: unknown };
type Handler = (request: SeenRequest) => Reply | Promise<Reply>;

/** The signed-in admin the guard asks the server for (GET /api/auth/me). */
const SIGNED_IN_ADMIN: User = {
  id: 1,
  username: 'admin',
  email: 'admin@example.com',
  role: 'admin',
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  version: 1,
};

/**
 * A stand-in for the admin API at the HTTP boundary (fetch), with an admin signed in: replies by
 * 'METHOD /path' (query ignored when matching), records every request but the guard's, and answers 404 for
 * anything it was not told about.
 */
export function fakeAdminApi(handlers: Record<string, Handler>): { fetch: Mock<typeof fetch>; seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const all: Record<string, Handler> = { 'GET /api/auth/me': () => ({ body: SIGNED_IN_ADMIN }), ...handlers };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const request = { method, path: url.pathname + url.search, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    if (url.pathname !== '/api/auth/me') seen.push(request);
    const handler = all[`${method} ${url.pathname}`];
    const reply = handler ? await handler(request) : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch: fetchMock, seen };
}

/** The whole app (its routes, the admin chunk's guard and layout) at an admin `path`. */
export const renderAdminApp = (path: string) => renderApp(path);
