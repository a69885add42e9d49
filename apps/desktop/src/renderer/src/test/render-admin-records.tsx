import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi, type Mock } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { Layout } from '../app/layout';
import { db } from '../data/db';
import { createSyncEngine } from '../data/sync-engine';
import { fakePlatform, serverDown } from './render-app';

/** A request the fake API saw: method, path with query, and the JSON body. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status?: number; body: unknown };
type Handler = (request: SeenRequest) => Reply | Promise<Reply>;

/**
 * A stand-in for the admin API at the HTTP boundary (fetch): replies by 'METHOD /path' (query ignored when
 * matching), records every request, and answers 404 for anything it was not told about.
 */
export function fakeAdminApi(handlers: Record<string, Handler>): { fetch: Mock<typeof fetch>; seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const request = { method, path: url.pathname + url.search, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    seen.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = handler ? await handler(request) : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch: fetchMock, seen };
}

/** `routes` under /admin inside the app's layout (for its toaster), at `path`, with the app's providers. */
export function renderAdminRoutes(routes: RouteObject[], path: string) {
  const queryClient = createQueryClient();
  const engine = createSyncEngine({ db, fetchPage: serverDown, onChange: () => undefined });
  const router = createMemoryRouter(
    [{ element: <Layout />, children: [{ path: '/admin', children: routes }, { path: '*', element: <p>Other page</p> }] }],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders services={{ queryClient, data: { db, engine }, platform: fakePlatform() }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
