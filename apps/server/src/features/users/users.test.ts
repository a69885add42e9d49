import { AuditEntry, ErrorBody, adminPage, STALE_USER_MESSAGE, User } from '@rsd/core';
import { API } from '@rsd/core/testing';
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

/** The account as the server has it now: an edit names the version it started from. */
const current = async (id: number) => User.parse(await (await send('GET', API.user(id))).json());

/** An edit form's body, from the account as it is now. */
const editOf = async (id: number, changes: Record<string, unknown>) => {
  const { username, email, role, isActive, version } = await current(id);
  return { username, email, role, isActive, password: '', expectedVersion: version, ...changes };
};

const signedInAs = async (username: string) => sessionCookieOf(await signIn(server.url, username, 'a long enough password'));
const isSignedIn = async (cookie: string) => (await send('GET', API.me, undefined, cookie)).status === 200;

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
    const edit = await editOf(user.id, { username: 'Mary J', email: 'mary@example.org' });
    expect(User.parse(await (await send('PUT', API.user(user.id), edit)).json())).toMatchObject({
      username: 'Mary J',
      version: user.version + 1,
    });
    expect((await signIn(server.url, 'Mary J', 'a long enough password')).status).toBe(200);
    expect((await send('GET', API.me, undefined, session)).status).toBe(200);

    expect((await send('PUT', API.user(user.id), await editOf(user.id, { password: 'another long password' }))).status).toBe(200);
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
    expect(await conflictMessage(await send('PUT', API.user(rootId), await editOf(rootId, { role: 'editor' })))).toBe(OWN_ACCESS_MESSAGE);
  });
});

describe('sessions end when the account can no longer use them', () => {
  it('deactivation ends them, and reactivation does not bring them back', async () => {
    const user = await created('Barbara', { role: 'admin' });
    const session = await signedInAs('Barbara');
    expect(await isSignedIn(session)).toBe(true);
    await send('PATCH', API.userStatus(user.id), { isActive: false });
    await send('PATCH', API.userStatus(user.id), { isActive: true });
    expect(await isSignedIn(session)).toBe(false);
    expect(await isSignedIn(await signedInAs('Barbara'))).toBe(true);
  });

  it('deactivation through the edit form ends them too', async () => {
    const user = await created('Evelyn', { role: 'admin' });
    const session = await signedInAs('Evelyn');
    await send('PUT', API.user(user.id), await editOf(user.id, { isActive: false }));
    await send('PUT', API.user(user.id), await editOf(user.id, { isActive: true }));
    expect(await isSignedIn(session)).toBe(false);
  });

  it('demotion ends them, and promotion again does not bring them back', async () => {
    const user = await created('Margaret', { role: 'admin' });
    const session = await signedInAs('Margaret');
    expect((await send('GET', API.users, undefined, session)).status).toBe(200);
    await send('PUT', API.user(user.id), await editOf(user.id, { role: 'editor' }));
    await send('PUT', API.user(user.id), await editOf(user.id, { role: 'admin' }));
    expect(await isSignedIn(session)).toBe(false);
    expect((await send('GET', API.users, undefined, session)).status).toBe(401);
  });

  it('deletion ends them', async () => {
    const user = await created('Annie', { role: 'admin' });
    const session = await signedInAs('Annie');
    await send('DELETE', API.user(user.id));
    expect(await isSignedIn(session)).toBe(false);
    expect((await server.pool.query('SELECT 1 FROM sessions WHERE user_id = $1', [user.id])).rowCount).toBe(0);
  });

  it('an edit that changes neither access nor password keeps them', async () => {
    const user = await created('Joan');
    const session = await signedInAs('Joan');
    await send('PUT', API.user(user.id), await editOf(user.id, { email: 'joan@example.net' }));
    expect(await isSignedIn(session)).toBe(true);
  });
});

describe('concurrent edits of one account', () => {
  it('apply one and refuse the other with 409, instead of losing one silently', async () => {
    const user = await created('Sophie');
    const [emailEdit, roleEdit] = [await editOf(user.id, { email: 'sophie@example.net' }), await editOf(user.id, { role: 'admin' })];
    const answers = await Promise.all([send('PUT', API.user(user.id), emailEdit), send('PUT', API.user(user.id), roleEdit)]);
    const [won, lost] = answers.toSorted((a, b) => a.status - b.status);
    expect(won!.status).toBe(200);
    expect(await conflictMessage(lost!)).toBe(STALE_USER_MESSAGE);
    const after = await current(user.id);
    const winner = User.parse(await won!.json());
    expect(after).toEqual(winner);
    expect([after.email === 'sophie@example.net', after.role === 'admin'].filter(Boolean)).toHaveLength(1);
  });

  it('refuses an edit that names an older version', async () => {
    const user = await created('Lise');
    const stale = await editOf(user.id, { email: 'lise@example.net' });
    await send('PATCH', API.userStatus(user.id), { isActive: false });
    expect(await conflictMessage(await send('PUT', API.user(user.id), stale))).toBe(STALE_USER_MESSAGE);
    expect((await current(user.id)).email).toBe('Lise@example.org');
  });

  it('needs the version: an edit without one is a 400 on the field', async () => {
    const user = await created('Rosalind');
    const { expectedVersion: _, ...withoutVersion } = await editOf(user.id, {});
    const res = await send('PUT', API.user(user.id), withoutVersion);
    expect(res.status).toBe(400);
    expect(Object.keys(ErrorBody.parse(await res.json()).error.fields ?? {})).toEqual(['expectedVersion']);
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
      // The loser is refused by the guard (its account is off, and its sessions ended with it) or, when it passed
      // the guard first, by the count taken under the lock.
      const answers = await Promise.all([deactivate(a, bId), deactivate(b, aId)]);
      const [won, lost] = answers.toSorted((x, y) => x.status - y.status);
      expect(won!.status).toBe(200);
      const message = ErrorBody.parse(await lost!.json()).error.message;
      expect([
        [401, 'Please sign in.'],
        [409, LAST_ADMIN_MESSAGE],
      ]).toContainEqual([lost!.status, message]);
      const active = await fresh.pool.query("SELECT 1 FROM users WHERE role = 'admin' AND is_active");
      expect(active.rowCount).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
