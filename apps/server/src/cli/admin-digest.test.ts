import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox';
import { runAdminCli, type CliRun } from '../test/admin-cli';
import { startTestServer, type TestServer } from '../test/test-server';

const ORIGIN = 'https://directory.example.org';

let server: TestServer;
let inbox: SmtpInbox;

beforeAll(async () => {
  server = await startTestServer();
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

/** The command on the test database, mailing the test inbox. */
const run = (args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> =>
  runAdminCli(server.databaseUrl, args, {
    env: { NODE_ENV: 'production', PUBLIC_ORIGIN: ORIGIN, SMTP_URL: inbox.url, LOG_LEVEL: 'warn', ...env },
  });

describe('npm run admin -- send-digest', () => {
  it('sends each confirmed subscriber the digest now, once, and says what it did', { timeout: 60_000 }, async () => {
    await server.pool.query(
      `INSERT INTO subscriptions (email, status, created_at, confirmed_at) VALUES ('reader@example.org', 'confirmed', now() - interval '2 hours', now() - interval '2 hours')`,
    );
    const { rows } = await server.pool.query<{ id: number }>(
      `INSERT INTO simulators (name, full_name, short_description, description, website, created_at, updated_at)
       VALUES ('Fresh tool', 'Fresh tool', 'A simulator.', 'A simulator.', 'https://example.org', now() - interval '1 hour', now() - interval '1 hour')
       RETURNING id`,
    );

    const first = await run(['send-digest']);
    expect(first).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Digest of \d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z: 1 subscriber\(s\); sent 1\.\n$/),
    });
    expect(inbox.mails).toHaveLength(1);
    expect(inbox.mails[0]?.to).toEqual(['reader@example.org']);
    expect(inbox.mails[0]?.parsed.text).toContain(`Fresh tool (new): ${ORIGIN}/simulator/${rows[0]!.id}`);

    // Again: this minute's period is done, or the next one has nothing new. Either way nothing more is sent.
    expect((await run(['send-digest'])).code).toBe(0);
    expect(inbox.mails).toHaveLength(1);
  });

  it('refuses (1) where no mail can be sent, and takes no arguments (2)', { timeout: 60_000 }, async () => {
    expect(await run(['send-digest'], { SMTP_URL: '' })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No mail can be sent: set SMTP_URL.'),
    });
    const usage = await run(['send-digest', 'now']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run admin -- send-digest');
  });
});
