import { parseId } from '@rsd/core';

/** What `npm run admin -- ...` was asked to do. */
export type AdminCommand =
  | { kind: 'create-user'; username: string; email: string; role: string }
  | { kind: 'set-password'; username: string }
  | { kind: 'harvest'; tool: number | undefined }
  | { kind: 'send-digest' };

/** The commands that set a password, which is read before they run. */
export type UserCommand = Extract<AdminCommand, { kind: 'create-user' | 'set-password' }>;

export const ADMIN_USAGE = `Usage:
  npm run admin -- create-user <username> <email> [--role <role>]   (role: admin unless given)
  npm run admin -- set-password <username>
  npm run admin -- harvest [--tool <id>]   (one batch in queue order, or that simulator only)
  npm run admin -- send-digest   (the subscription digest now, to every confirmed subscriber with changes to read)
The password is read from ADMIN_PASSWORD, else asked for (or read from standard input when it is not a terminal).
It is never taken from the command line, where other users and the shell history would see it.`;

export class UsageError extends Error {
  override name = 'UsageError';
}

/** Reads the arguments after `npm run admin --`; a UsageError says what is wrong. */
export function parseAdminArgs(argv: readonly string[]): AdminCommand {
  if (argv.some((arg) => /^--?p(assword)?(=|$)/i.test(arg))) {
    throw new UsageError('A password is never taken from the command line: set ADMIN_PASSWORD or type it when asked.');
  }
  const [command, ...rest] = argv;
  const positional: string[] = [];
  let role = 'admin';
  let tool: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--role') {
      const value = rest[++i];
      if (!value) throw new UsageError('--role needs a value, e.g. --role admin.');
      role = value;
    } else if (arg.startsWith('--role=')) {
      role = arg.slice('--role='.length);
    } else if (arg === '--tool') {
      tool = rest[++i];
      if (!tool) throw new UsageError('--tool needs a simulator id, e.g. --tool 12.');
    } else if (arg.startsWith('--tool=')) {
      tool = arg.slice('--tool='.length);
    } else if (arg.startsWith('-')) {
      throw new UsageError(`Unknown option ${arg}.`);
    } else {
      positional.push(arg);
    }
  }
  const roleGiven = rest.some((arg) => arg.startsWith('--role'));
  if (tool !== undefined && command !== 'harvest') throw new UsageError('--tool goes with harvest only.');
  if (command === 'harvest' && positional.length === 0 && !roleGiven) {
    const id = tool === undefined ? undefined : parseId(tool);
    if (id === null) throw new UsageError(`--tool needs a simulator id (a positive whole number), not ${tool}.`);
    return { kind: 'harvest', tool: id };
  }
  if (command === 'send-digest' && rest.length === 0) return { kind: 'send-digest' };
  if (command === 'create-user' && positional.length === 2) {
    return { kind: 'create-user', username: positional[0]!, email: positional[1]!, role };
  }
  if (command === 'set-password' && positional.length === 1 && !roleGiven) {
    return { kind: 'set-password', username: positional[0]! };
  }
  throw new UsageError(command === undefined ? 'No command given.' : `Cannot read: ${argv.join(' ')}`);
}
