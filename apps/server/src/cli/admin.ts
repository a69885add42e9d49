import type { Pool } from 'pg';
import { loadConfig, type Config, type HarvestConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { createPool } from '../db/pool';
import { digestDeps } from '../features/subscriptions/digest';
import { createLogger, type Logger } from '../logger';
import { createMailer } from '../mail/mailer';
import { ADMIN_USAGE, parseAdminArgs, UsageError, type AdminCommand } from './admin-args';
import { CommandError, runAdminCommand } from './admin-commands';
import { runSendDigestCommand } from './admin-digest';
import { runHarvestCommand } from './admin-harvest';
import { readPassword } from './read-password';

/**
 * `npm run admin -- create-user <username> <email> [--role admin]`, `npm run admin -- set-password <username>`,
 * `npm run admin -- harvest [--tool <id>]` and `npm run admin -- send-digest`: manage accounts, harvest repositories
 * and send the subscription digest from a shell, on the database the
 * server uses (DATABASE_URL, or the embedded one in DATA_DIR, which must not be in use by a running server). Exit
 * code 0 on success, 1 when refused, 2 on a usage error.
 */
async function main(argv: readonly string[]): Promise<number> {
  let command;
  try {
    command = parseAdminArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${ADMIN_USAGE}`);
    return 2;
  }
  // Only the account commands read a password.
  const password =
    command.kind === 'harvest' || command.kind === 'send-digest'
      ? ''
      : await readPassword({ env: process.env, input: process.stdin, output: process.stderr });
  // ADMIN_PASSWORD is this command's password here, not the server's first-admin setting (which wants a username).
  const config = loadConfig({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
  // Warnings only: this is a command, not a server; its answer is the line printed at the end.
  const logger = createLogger('warn', process.stderr);
  const database = await openDatabase(config, logger);
  const pool = createPool(database.url, logger);
  try {
    await migrate(pool);
    if (command.kind === 'harvest') return await harvest(pool, config.harvest, command);
    if (command.kind === 'send-digest') return await sendDigest(pool, config, logger);
    const user = await runAdminCommand(pool, command, password);
    console.info(
      command.kind === 'create-user'
        ? `Created user ${user.username} (${user.role}, id ${user.id}).`
        : `Password changed for ${user.username}; their sessions have ended.`,
    );
    return 0;
  } catch (err) {
    if (!(err instanceof CommandError)) throw err;
    console.error(err.message);
    return 1;
  } finally {
    await pool.end();
    await database.close();
  }
}

/** Prints the run's lines: on standard output when it did its work, else on standard error. */
async function harvest(pool: Pool, config: HarvestConfig, command: Extract<AdminCommand, { kind: 'harvest' }>): Promise<number> {
  const { code, lines } = await runHarvestCommand(pool, config, command.tool);
  for (const line of lines) (code === 0 ? console.info : console.error)(line);
  return code;
}

/** Prints the digest's summary: on standard output when every digest was dealt with, else on standard error. */
async function sendDigest(pool: Pool, config: Config, logger: Logger): Promise<number> {
  // At info: without SMTP_URL (development) the mails themselves are written to this log, to be read.
  const mailer = createMailer({ ...config.mail, nodeEnv: config.nodeEnv }, createLogger('info', process.stderr));
  const { code, lines } = await runSendDigestCommand(digestDeps({ pool, mailer, logger }, config));
  for (const line of lines) (code === 0 ? console.info : console.error)(line);
  return code;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
