import { AuditEntry } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, sendAs, sessionOf, signIn, TEST_PASSWORD } from '../test/accounts';
import { runAdminCli, type CliRun } from '../test/admin-cli';
import { startTestServer, type TestServer } from '../test/test-server';

const NEW_PASSWORD = 'a new and long password';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await createAccount(server.pool, 'keeper');
});
afterAll(() => server?.close());

/** The command as a shell runs it, on the test database; `stdin` is piped in when given. */
const run = (args: string[], options: { env?: NodeJS.ProcessEnv; stdin?: string; viaNpm?: boolean } = {}): Promise<CliRun> =>
  runAdminCli(server.databaseUrl, args, options);

describe('npm run admin -- create-user', () => {
  it('creates an admin that can sign in, with the password from ADMIN_PASSWORD, audited as the shell', async () => {
    const result = await run(['create-user', 'Operator', 'operator@example.org'], { env: { ADMIN_PASSWORD: NEW_PASSWORD }, viaNpm: true });
    expect(result.stdout).toMatch(/Created user Operator \(admin, id \d+\)\./);
    expect(result.code).toBe(0);
    const res = await signIn(server.url, 'operator', NEW_PASSWORD);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ username: 'Operator', role: 'admin', isActive: true });
    const id = (await server.pool.query<{ id: number }>("SELECT id FROM users WHERE username = 'Operator'")).rows[0]!.id;
    const cookie = await sessionOf(server.url, 'keeper');
    const history = AuditEntry.array().parse(
      await (await sendAs(server.url, cookie, 'GET', `${API.auditLog}?entity=user&entityId=${id}`)).json(),
    );
    expect(history).toMatchObject([{ actorUsername: 'npm run admin', action: 'create' }]);
  });

  it('takes --role and a password piped on standard input', async () => {
    const result = await run(['create-user', 'reviewer', 'reviewer@example.org', '--role', 'editor'], { stdin: `${NEW_PASSWORD}\n` });
    expect(result.code).toBe(0);
    expect(await (await signIn(server.url, 'reviewer', NEW_PASSWORD)).json()).toMatchObject({ role: 'editor' });
  });

  it("refuses with the users service's and the form's messages, creating nothing", async () => {
    const taken = await run(['create-user', 'KEEPER', 'k@example.org'], { env: { ADMIN_PASSWORD: NEW_PASSWORD } });
    expect(taken).toMatchObject({ code: 1, stderr: expect.stringContaining('This username is already taken.') });
    const short = await run(['create-user', 'shorty', 'shorty@example.org'], { env: { ADMIN_PASSWORD: 'short' } });
    expect(short).toMatchObject({ code: 1, stderr: expect.stringContaining('password: Password must be at least 12 characters.') });
    const badEmail = await run(['create-user', 'mailless', 'not-an-address'], { env: { ADMIN_PASSWORD: NEW_PASSWORD } });
    expect(badEmail).toMatchObject({ code: 1, stderr: expect.stringContaining('email: Please enter a valid email address.') });
    expect((await server.pool.query("SELECT 1 FROM users WHERE username IN ('shorty', 'mailless')")).rowCount).toBe(0);
  });

  it('never takes a password from the command line, and explains its usage', async () => {
    const argvPassword = await run(['create-user', 'sneaky', 's@example.org', '--password', NEW_PASSWORD]);
    expect(argvPassword).toMatchObject({ code: 2, stderr: expect.stringContaining('A password is never taken from the command line') });
    expect((await run(['create-user', 'lonely'])).code).toBe(2);
    expect((await run([])).stderr).toContain('npm run admin -- set-password <username>');
    expect((await server.pool.query("SELECT 1 FROM users WHERE username = 'sneaky'")).rowCount).toBe(0);
  });
});

describe('npm run admin -- set-password', () => {
  it('changes the password and ends the sessions made with the old one', async () => {
    await createAccount(server.pool, 'forgetful');
    const oldSession = await sessionOf(server.url, 'forgetful');
    const result = await run(['set-password', 'Forgetful'], { env: { ADMIN_PASSWORD: NEW_PASSWORD } });
    expect(result).toMatchObject({ code: 0, stdout: expect.stringContaining('Password changed for forgetful') });
    expect((await signIn(server.url, 'forgetful', TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(server.url, 'forgetful', NEW_PASSWORD)).status).toBe(200);
    expect((await sendAs(server.url, oldSession, 'GET', API.me)).status).toBe(401);
  });

  it('refuses an unknown username and a short password', async () => {
    expect(await run(['set-password', 'ghost'], { env: { ADMIN_PASSWORD: NEW_PASSWORD } })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No user named ghost.'),
    });
    expect(await run(['set-password', 'keeper'], { env: { ADMIN_PASSWORD: 'short' } })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Password must be at least 12 characters.'),
    });
    expect((await signIn(server.url, 'keeper', TEST_PASSWORD)).status).toBe(200);
  });
});
