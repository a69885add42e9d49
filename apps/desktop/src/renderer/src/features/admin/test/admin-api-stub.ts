import {
  ADMIN_COUNT_CAP,
  STALE_USER_MESSAGE,
  type ErrorReport,
  type SimulatorSubmission,
  type Subscriber,
  type User,
  type UserUpdateInput,
} from '@rsd/core';
import { vi } from 'vitest';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const failure = (status: number, code: string, message: string) => json({ error: { code, message } }, status);

export const makeUser = (id: number, partial: Partial<User> = {}): User => ({
  id,
  username: `user${String(id).padStart(2, '0')}`,
  email: `user${id}@example.com`,
  role: 'editor',
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  version: 1,
  ...partial,
});

export const ADMIN: User = makeUser(1, { username: 'admin', email: 'admin@example.com', role: 'admin' });

export const makeSubscriber = (id: number, partial: Partial<Subscriber> = {}): Subscriber => ({
  id,
  email: `reader${id}@example.com`,
  name: null,
  company: null,
  source: 'website',
  status: 'pending',
  subscribedAt: '2025-04-01T00:00:00.000Z',
  confirmedAt: null,
  unsubscribedAt: null,
  bouncedAt: null,
  ...partial,
});

export const makeReport = (id: number, partial: Partial<ErrorReport> = {}): ErrorReport => ({
  id,
  simulatorId: 1,
  simulatorName: 'OPM Flow',
  errorType: 'inaccurate',
  description: 'The licence is GPL-3.0, not MIT.',
  correction: 'GPL-3.0',
  reporterName: `Reporter ${id}`,
  reporterEmail: `reporter${id}@example.com`,
  reporterAffiliation: 'SINTEF',
  resolved: false,
  adminNotes: null,
  createdAt: '2025-02-01T00:00:00.000Z',
  ...partial,
});

export const makeSubmission = (id: number, partial: Partial<SimulatorSubmission> = {}): SimulatorSubmission => ({
  id,
  name: `Tool ${id}`,
  fullName: `Tool number ${id}`,
  shortDescription: 'A reservoir simulator.',
  description: 'A reservoir simulator submitted for review by its developers.',
  website: 'https://tool.example.com',
  sourceCodeRepository: null,
  licenseType: 'MIT',
  programmingLanguages: ['C++'],
  applicationAreas: ['Black oil', 'CO2 storage', 'Geothermal', 'EOR'],
  benchmark_studies: [],
  submitterName: `Submitter ${id}`,
  submitterEmail: `submitter${id}@example.com`,
  submitterAffiliation: 'TU Delft',
  status: 'pending',
  adminNotes: null,
  simulatorId: null,
  createdAt: '2025-03-01T00:00:00.000Z',
  ...partial,
});

interface ListSpec<Row> {
  rows: Row[];
  searched: (row: Row) => string[];
}

/** The rows of a list that its search `q` finds, as the server searches them. */
const matching = <Row>({ rows, searched }: ListSpec<Row>, params: URLSearchParams) => {
  const q = (params.get('q') ?? '').trim().toLowerCase();
  return rows.filter((row) => q === '' || searched(row).some((text) => text.toLowerCase().includes(q)));
};

/** Pages, searches and sorts like the server's admin lists (server-side rules, as the API answers them). */
function page<Row extends object>(list: ListSpec<Row>, params: URLSearchParams) {
  const pageNo = Number(params.get('page') ?? '1');
  const pageSize = Number(params.get('pageSize') ?? '10');
  const sort = params.get('sort');
  let rows = matching(list, params);
  if (sort) {
    const field = sort.replace(/^-/, '');
    const sign = sort.startsWith('-') ? -1 : 1;
    const value = (row: Row) => String((row as Record<string, unknown>)[field] ?? '');
    rows = rows.toSorted((a, b) => sign * value(a).localeCompare(value(b)));
  }
  const items = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  return { items, page: pageNo, pageSize, hasNext: rows.length > pageNo * pageSize };
}

/** The search's count as the server answers it: exact up to countCap, a lower bound past it. */
function count<Row>(list: ListSpec<Row>, params: URLSearchParams, countCap: number) {
  const found = matching(list, params).length;
  return found > countCap ? { total: countCap, totalExact: false } : { total: found, totalExact: true };
}

export interface AdminApiOptions {
  users?: User[];
  reports?: ErrorReport[];
  submissions?: SimulatorSubmission[];
  subscribers?: Subscriber[];
  /** Who GET /api/auth/me answers; null: no session (401). */
  signedIn?: User | null;
  /** The password login accepts for any active user. */
  password?: string;
  /** Where the lists' counts stop (the server's ADMIN_COUNT_CAP unless a test needs a small one). */
  countCap?: number;
}

/**
 * A stand-in for the admin API behind fetch, keeping its state like the server does (sign-in, lists, status
 * changes, deletes), so screens are tested through their real data hooks. `fail` makes one call fail.
 */
export function stubAdminApi(options: AdminApiOptions = {}) {
  const state = {
    // Copies: the stub changes its rows as the server would, and fixtures are shared between tests.
    users: structuredClone(options.users ?? [ADMIN]),
    reports: structuredClone(options.reports ?? []),
    submissions: structuredClone(options.submissions ?? []),
    subscribers: structuredClone(options.subscribers ?? []),
    signedIn: options.signedIn === undefined ? ADMIN : options.signedIn,
    down: false,
    /** 'METHOD /path' -> the response to give instead, once. */
    failures: new Map<string, () => Response>(),
    /** 'METHOD /path' -> answers wait until this settles. */
    holds: new Map<string, Promise<void>>(),
  };
  const password = options.password ?? 'correct horse battery';
  const countCap = options.countCap ?? ADMIN_COUNT_CAP;

  /** A list's two answers over `rows` as they are now, searched over the fields `searched` gives (product rules §5). */
  const listOf = <Row extends object>(rows: Row[], searched: (row: Row) => string[]) => ({
    page: (params: URLSearchParams) => page({ rows, searched }, params),
    count: (params: URLSearchParams) => count({ rows, searched }, params, countCap),
  });
  const lists = () => ({
    '/api/users': listOf(state.users, (u) => [u.username, u.email, u.role]),
    '/api/error-reports': listOf(state.reports, (r) => [r.simulatorName ?? '', r.reporterName, r.errorType]),
    '/api/simulator-submissions': listOf(state.submissions, (s) => [s.name, s.submitterName, s.submitterAffiliation ?? '']),
    '/api/admin/subscribers': {
      page: (params: URLSearchParams) => subscribersOf(params).page(params),
      count: (params: URLSearchParams) => subscribersOf(params).count(params),
    },
  });

  /** The subscribers' list, filtered by its `status` query (a status, or 'bounced') before the search, like the server's. */
  const subscribersOf = (params: URLSearchParams) => {
    const status = params.get('status');
    const rows = state.subscribers.filter((s) => status === null || (status === 'bounced' ? s.bouncedAt !== null : s.status === status));
    return listOf(rows, (s) => [s.email, s.name ?? '', s.company ?? '']);
  };

  const handle = async (method: string, url: URL, body: unknown): Promise<Response> => {
    await state.holds.get(`${method} ${url.pathname}`);
    const forced = state.failures.get(`${method} ${url.pathname}`);
    if (forced) {
      state.failures.delete(`${method} ${url.pathname}`);
      return forced();
    }
    const path = url.pathname;
    if (path === '/api/auth/login' && method === 'POST') {
      const { username, password: given } = body as { username: string; password: string };
      const user = state.users.find((u) => u.username.toLowerCase() === username.toLowerCase());
      if (!user || !user.isActive || given !== password) return failure(401, 'unauthorized', 'Invalid username or password.');
      state.signedIn = user;
      return json(user);
    }
    if (path === '/api/auth/logout' && method === 'POST') {
      state.signedIn = null;
      return json({ success: true });
    }
    if (!state.signedIn) return failure(401, 'unauthorized', 'Sign in first.');
    if (path === '/api/auth/me') return json(state.signedIn);
    if (path === '/api/admin/summary')
      return json({
        simulators: 12,
        technologies: 5,
        jobs: 3,
        pendingSubmissions: state.submissions.filter((s) => s.status === 'pending').length,
        openErrorReports: state.reports.filter((r) => !r.resolved).length,
        users: state.users.length,
      });
    if (path === '/api/users' && method === 'POST') {
      const { username, email, role, isActive } = body as User;
      if (state.users.some((u) => u.username.toLowerCase() === username.toLowerCase()))
        return failure(409, 'conflict', 'That username is taken.');
      const user: User = {
        id: Math.max(0, ...state.users.map((u) => u.id)) + 1,
        username,
        email,
        role,
        isActive,
        createdAt: '2025-06-01T00:00:00.000Z',
        version: 1,
      };
      state.users.push(user);
      return json(user, 201);
    }
    const listPath = path.replace(/\/count$/, '');
    const list = method === 'GET' ? Object.entries(lists()).find(([known]) => known === listPath)?.[1] : undefined;
    if (list) return json(listPath === path ? list.page(url.searchParams) : list.count(url.searchParams));
    const subscriber = /^\/api\/admin\/subscribers\/(\d+)$/.exec(path);
    if (subscriber && method === 'DELETE') {
      const id = Number(subscriber[1]);
      if (!state.subscribers.some((s) => s.id === id)) return failure(404, 'not_found', `Subscriber ${id} was not found.`);
      state.subscribers = state.subscribers.filter((s) => s.id !== id);
      return json({ id });
    }
    return routeRecord(method, path, body);
  };

  const routeRecord = (method: string, path: string, body: unknown): Response => {
    const match = /^\/api\/(users|error-reports|simulator-submissions)\/(\d+)(\/status)?$/.exec(path);
    if (!match) return failure(404, 'not_found', 'Not found.');
    const [, kind, rawId, status] = match;
    const id = Number(rawId);
    if (kind === 'users') {
      const user = state.users.find((u) => u.id === id);
      if (!user) return failure(404, 'not_found', 'User not found.');
      if (method === 'GET') return json(user);
      if (method === 'DELETE') {
        if (id === state.signedIn?.id) return failure(409, 'conflict', 'You cannot delete your own account.');
        state.users = state.users.filter((u) => u.id !== id);
        return json({ id });
      }
      if (method === 'PATCH' && status) {
        if (id === state.signedIn?.id) return failure(409, 'conflict', 'You cannot deactivate your own account.');
        Object.assign(user, body as Partial<User>, { version: user.version + 1 });
        return json(user);
      }
      if (method === 'PUT') {
        const { username, email, role, isActive, expectedVersion } = body as UserUpdateInput;
        if (expectedVersion !== user.version) return failure(409, 'conflict', STALE_USER_MESSAGE);
        Object.assign(user, { username, email, role, isActive, version: user.version + 1 });
        return json(user);
      }
    }
    if (kind === 'error-reports') {
      const report = state.reports.find((r) => r.id === id);
      if (!report) return failure(404, 'not_found', 'Error report not found.');
      if (method === 'GET') return json(report);
      if (method === 'PATCH' && status) {
        Object.assign(report, body as Partial<ErrorReport>);
        return json(report);
      }
    }
    if (kind === 'simulator-submissions') {
      const submission = state.submissions.find((s) => s.id === id);
      if (!submission) return failure(404, 'not_found', 'Submission not found.');
      if (method === 'GET') return json(submission);
      if (method === 'PATCH' && status) {
        if (submission.status !== 'pending') return failure(409, 'conflict', 'This submission was already decided.');
        Object.assign(submission, body as Partial<SimulatorSubmission>);
        return json(submission);
      }
    }
    return failure(405, 'method_not_allowed', 'Method not allowed.');
  };

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (state.down) throw new TypeError('Failed to fetch');
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handle(method, url, body);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    state,
    fetch: fetchMock,
    /** The next `method path` answers this failure instead. */
    failNext(method: string, path: string, status: number, message = 'Boom', code = status === 409 ? 'conflict' : 'internal') {
      state.failures.set(`${method} ${path}`, () => failure(status, code, message));
    },
    /** Answers to `method path` wait until the returned function is called. */
    hold(method: string, path: string): () => void {
      const settle: { release?: () => void } = {};
      state.holds.set(`${method} ${path}`, new Promise<void>((resolve) => (settle.release = resolve)));
      return () => {
        state.holds.delete(`${method} ${path}`);
        settle.release?.();
      };
    },
    /** The queries the server received for GET `path`, in order. */
    queriesTo(path: string): URLSearchParams[] {
      return fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === path)
        .map((url) => url.searchParams);
    },
    /** The bodies sent to `method path`, in order. */
    bodiesTo(method: string, path: string): unknown[] {
      return fetchMock.mock.calls
        .filter(([input, init]) => new URL(String(input), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method)
        .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
    },
  };
}
