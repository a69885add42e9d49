import { ErrorBody, INVISIBLE_USERNAME_MESSAGE, MIXED_SCRIPT_USERNAME_MESSAGE, User } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, sendAs, sessionOf, signIn, TEST_PASSWORD } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import { USERNAME_TAKEN_MESSAGE } from './users.service';

let server: TestServer;
let root: string;
beforeAll(async () => {
  // The per-username sign-in limit as in production; every request here comes from one address, so not that one.
  server = await startTestServer({
    rateLimits: { loginUsername: { limit: 5, windowSeconds: 900 }, loginAddress: { limit: 1_000, windowSeconds: 900 } },
  });
  await createAccount(server.pool, 'root');
  await createAccount(server.pool, 'secadmin');
  await createAccount(server.pool, 'limited');
  root = await sessionOf(server.url, 'root');
});
afterAll(() => server?.close());

const create = (username: string) =>
  sendAs(server.url, root, 'POST', API.users, {
    username,
    email: 'someone@example.org',
    role: 'editor',
    password: 'a long enough password',
  });

const fieldErrors = async (res: Response) => ErrorBody.parse(await res.json()).error.fields;

describe('one normalisation of usernames, everywhere', () => {
  it('signs in by the name in any letter case, width or spelling of its accents', async () => {
    for (const name of ['SECADMIN', ' SecAdmin ', 'ＳＥＣＡＤＭＩＮ']) expect((await signIn(server.url, name)).status).toBe(200);
    expect((await create('Jos\u00e9')).status).toBe(201);
    expect((await signIn(server.url, 'Jose\u0301', 'a long enough password')).status).toBe(200);
  });

  it('does not sign secadmİn in as secadmin: the sign-in and its rate limit fold İ the same way', async () => {
    const res = await signIn(server.url, 'secadmİn');
    expect(res.status).toBe(401);
  });

  it('counts failures under the key sign-in looks the account up by, whatever form they were typed in', async () => {
    for (const name of ['LIMITED', 'ｌｉｍｉｔｅｄ', ' Limited', 'limiteD', 'ＬＩＭＩＴＥＤ']) {
      expect((await signIn(server.url, name, 'wrong password')).status).toBe(401);
    }
    expect((await signIn(server.url, 'limited')).status).toBe(429);
  });
});

describe('look-alike usernames', () => {
  it('refuses the other spelling of a name as taken: NFC and NFD é are one name', async () => {
    expect((await create('Ren\u00e9e')).status).toBe(201);
    const res = await create('Rene\u0301e');
    expect(res.status).toBe(409);
    expect(await fieldErrors(res)).toEqual({ username: [USERNAME_TAKEN_MESSAGE] });
  });

  it('stores the normalised form', async () => {
    const res = await create('Zoe\u0308');
    expect(User.parse(await res.json()).username).toBe('Zo\u00eb');
  });

  it.each([
    ['a trailing zero-width space', 'root\u200b', INVISIBLE_USERNAME_MESSAGE],
    ['a zero-width joiner inside', 'ro\u200dot', INVISIBLE_USERNAME_MESSAGE],
    ['a Cyrillic а for a Latin a', '\u0430dmin', MIXED_SCRIPT_USERNAME_MESSAGE],
    ['a Greek ο for a Latin o', 'r\u03bfot', MIXED_SCRIPT_USERNAME_MESSAGE],
  ])('refuses %s with 400 on the field', async (_case, username, message) => {
    const res = await create(username);
    expect(res.status).toBe(400);
    expect(await fieldErrors(res)).toEqual({ username: [message] });
  });

  it('refuses a rename onto another account by its other spelling', async () => {
    const user = User.parse(await (await create('Chloe')).json());
    const res = await sendAs(server.url, root, 'PUT', API.user(user.id), {
      username: 'JOS\u0045\u0301',
      email: user.email,
      role: user.role,
      isActive: true,
      expectedVersion: user.version,
    });
    expect(res.status).toBe(409);
    expect(await fieldErrors(res)).toEqual({ username: [USERNAME_TAKEN_MESSAGE] });
  });

  it('keeps one account per normalised name in the database itself', async () => {
    await expect(server.pool.query("INSERT INTO users (username, username_key, password_hash) VALUES ('x', 'root', 'x')")).rejects.toThrow(
      /users_username_key_idx/,
    );
  });
});

describe('the password of a signed-in name', () => {
  it('is the one account it names', async () => {
    const res = await signIn(server.url, 'ROOT', TEST_PASSWORD);
    expect(User.parse(await res.json()).username).toBe('root');
  });
});
