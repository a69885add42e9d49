import { API, AuditEntry, ErrorBody, adminPage, User } from '@rsd/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, sendAs, sessionCookieOf, sessionOf, signIn } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import { LAST_ADMIN_MESSAGE, OWN_ACCESS_MESSAGE, OWN_ACCOUNT_DELETE_MESSAGE, USERNAME_TAKEN_MESSAGE } from './users.service';

let server: TestServer;
let rootId: number;
let root: string;
const Page = adminPage(User);

beforeAll(async () => {
  server = await startTestServer();
  rootId = await createAccount(server.pool, 'root');
  root = await sessionOf(server.url, 'root');
});
afterAll(() => server?.close());

const send = (method: string, path: string, body?: unknown, cookie = root) => sendAs(server.url, cookie, method, path, body);

const newUser = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  email: `${username}@example.org`,
  role: 'editor',
  password: 'a long enough password',
  ...extra,
});

async function created(username: string, extra: Record<string, unknown> = {}): Promise<User> {
  const res = await send('POST', API.users, newUser(username, extra));
  expect(res.status).toBe(201);
  return User.parse(await res.json());
}

const conflictMessage = async (res: Response) => {
  expect(res.status).toBe(409);
  return ErrorBody.parse(await res.json()).error.message;
};

describe('users (admin)', () => {
  it('creates an account that can sign in with its password, and lists it', async () => {
    const user = await created('Hedy', { role: 'admin' });
    expect(user).toMatchObject({ username: 'Hedy', role: 'admin', isActive: true });
    expect((await signIn(server.url, 'hedy', 'a long enough password')).status).toBe(200);
    const page = Page.parse(await (await send('GET', `${API.users}?q=hedy`)).json());
    expect(page.items.map((u) => u.username)).toEqual(['Hedy']);
  });

  it('refuses a username taken in any letter case (409, on the field) and a short password (400)', async () => {
    await created('Katherine');
    const res = await send('POST', API.users, newUser('KATHERINE'));
    expect(res.status).toBe(409);
    expect(ErrorBody.parse(await res.json()).error.fields).toEqual({ username: [USERNAME_TAKEN_MESSAGE] });
    const short = await send('POST', API.users, newUser('Dorothy', { password: 'short' }));
    expect(ErrorBody.parse(await short.json()).error.fields).toEqual({ password: ['Password must be at least 12 characters.'] });
  });

  it('edits an account, keeping the password when it is left blank, and ending its sessions when it changes', async () => {
    const user = await created('Mary');
    const session = sessionCookieOf(await signIn(server.url, 'Mary', 'a long enough password'));
    const edit = { username: 'Mary J', email: 'mary@example.org', role: 'editor', isActive: true, password: '' };
    expect(User.parse(await (await send('PUT', API.user(user.id), edit)).json())).toMatchObject({ username: 'Mary J' });
    expect((await signIn(server.url, 'Mary J', 'a long enough password')).status).toBe(200);
    expect((await send('GET', API.me, undefined, session)).status).toBe(200);

    await send('PUT', API.user(user.id), { ...edit, password: 'another long password' });
    expect((await send('GET', API.me, undefined, session)).status).toBe(401);
    expect((await signIn(server.url, 'Mary J', 'another long password')).status).toBe(200);
  });

  it('activates and deactivates an account; a deactivated one cannot sign in', async () => {
    const user = await created('Radia');
    expect(User.parse(await (await send('PATCH', API.userStatus(user.id), { isActive: false })).json()).isActive).toBe(false);
    expect((await signIn(server.url, 'Radia', 'a long enough password')).status).toBe(401);
    expect(User.parse(await (await send('PATCH', API.userStatus(user.id), { isActive: true })).json()).isActive).toBe(true);
    const log = AuditEntry.array().parse(await (await send('GET', `${API.auditLog}?entity=user&entityId=${user.id}`)).json());
    expect(log.map((entry) => [entry.actorUsername, entry.action, entry.summary])).toEqual([
      ['root', 'status', 'Activated.'],
      ['root', 'status', 'Deactivated.'],
      ['root', 'create', 'Created Radia (editor).'],
    ]);
  });

  it('deletes an account', async () => {
    const user = await created('Frances');
    expect(await (await send('DELETE', API.user(user.id))).json()).toEqual({ id: user.id });
    expect((await send('GET', API.user(user.id))).status).toBe(404);
  });

  it("never removes the caller's own access", async () => {
    expect(await conflictMessage(await send('DELETE', API.user(rootId)))).toBe(OWN_ACCOUNT_DELETE_MESSAGE);
    expect(await conflictMessage(await send('PATCH', API.userStatus(rootId), { isActive: false }))).toBe(OWN_ACCESS_MESSAGE);
    const demote = { username: 'root', email: 'root@example.org', role: 'editor', isActive: true };
    expect(await conflictMessage(await send('PUT', API.user(rootId), demote))).toBe(OWN_ACCESS_MESSAGE);
  });
});

describe('the last active administrator', () => {
  it('survives two admins removing each other at once: one change wins, the other is refused', async () => {
    const fresh = await startTestServer();
    try {
      const aId = await createAccount(fresh.pool, 'a');
      const bId = await createAccount(fresh.pool, 'b');
      const [a, b] = [await sessionOf(fresh.url, 'a'), await sessionOf(fresh.url, 'b')];
      const deactivate = (cookie: string, id: number) =>
        fetch(fresh.url + API.userStatus(id), {
          method: 'PATCH',
          headers: { Cookie: cookie, 'Content-Type': 'application/json' },
          body: JSON.stringify({ isActive: false }),
        });
      // The loser is refused by the guard (its account is already off) or, when it passed the guard first, by
      // the count taken under the lock.
      const answers = await Promise.all([deactivate(a, bId), deactivate(b, aId)]);
      const [won, lost] = answers.toSorted((x, y) => x.status - y.status);
      expect(won!.status).toBe(200);
      const message = ErrorBody.parse(await lost!.json()).error.message;
      expect([
        [403, 'This account is deactivated.'],
        [409, LAST_ADMIN_MESSAGE],
      ]).toContainEqual([lost!.status, message]);
      const active = await fresh.pool.query("SELECT 1 FROM users WHERE role = 'admin' AND is_active");
      expect(active.rowCount).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
