import { UserCreateInput, type User } from '@rsd/core';
import type { Pool } from 'pg';
import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { createUsersService, type Actor } from '../features/users/users.service';
import { usersRepo } from '../features/users/users.repo';
import type { UserCommand } from './admin-args';

/** Who the audit log names for a change made from a shell: there is no account behind it. */
export const SHELL_ACTOR: Actor = { user: { id: null, username: 'npm run admin' }, sessionToken: undefined };

/** A refusal to print as it is (a rule of the users service or a form message), not a crash. */
export class CommandError extends Error {
  override name = 'CommandError';
}

const PasswordRule = UserCreateInput.shape.password;

function messagesOf(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('\n');
}

/** Runs one command through the same users service (and so the same hashing, rules and audit) as the API. */
export async function runAdminCommand(pool: Pool, command: UserCommand, password: string): Promise<User> {
  const users = createUsersService(pool);
  try {
    if (command.kind === 'create-user') {
      const input = UserCreateInput.safeParse({ username: command.username, email: command.email, role: command.role, password });
      if (!input.success) throw new CommandError(messagesOf(input.error));
      return await users.create(SHELL_ACTOR, input.data);
    }
    const rule = PasswordRule.safeParse(password);
    if (!rule.success) throw new CommandError(messagesOf(rule.error));
    const account = await usersRepo.findCredentials(pool, command.username);
    if (!account) throw new CommandError(`No user named ${command.username}.`);
    const { username, email, role, isActive, version } = account.user;
    // Every session of the account ends: whoever knew the old password is signed out.
    return await users.update(SHELL_ACTOR, account.user.id, { username, email, role, isActive, password: rule.data }, version);
  } catch (err) {
    if (err instanceof HttpError && err.status < 500) throw new CommandError(err.message);
    throw err;
  }
}
