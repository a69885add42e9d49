import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox';
import { startTestServer, type TestServer } from '../test/test-server';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
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

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The command as a shell runs it, on the test database, mailing the test inbox. */
function run(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: server.databaseUrl,
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: ORIGIN,
      SMTP_URL: inbox.url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

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
