import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Who a process runs as, and the Node binary that user can execute. */
export interface RunAs {
  user: string;
  group: string;
  uid: number;
  gid: number;
  node: string;
}

/** The fields of the first line of a colon-separated system file (/etc/passwd, /etc/group) that `match` accepts. */
const fields = (file: string, match: (f: string[]) => boolean) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find(match);

/** The `nobody` account from /etc/passwd and its group's name from /etc/group (nginx's `user` wants names). */
function nobody(): Omit<RunAs, 'node'> | undefined {
  const passwd = fields('/etc/passwd', (f) => f[0] === 'nobody');
  if (!passwd) return undefined;
  const [uid, gid] = [Number(passwd[2]), Number(passwd[3])];
  const group = fields('/etc/group', (f) => Number(f[2]) === gid)?.[0];
  return group === undefined ? undefined : { user: 'nobody', group, uid, gid };
}

/** Runs `node -e script` as `account` in `cwd`: resolves its exit code, or the spawn error's code (EACCES...). */
function probe(node: string, account: Omit<RunAs, 'node'>, cwd: string, script: string, args: string[]): Promise<number | string> {
  return new Promise((resolve) => {
    const child = spawn(node, ['-e', script, ...args], { cwd, uid: account.uid, gid: account.gid, stdio: 'ignore' });
    child.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    child.once('exit', (code) => resolve(code ?? -1));
  });
}

/**
 * Run as root, an unprivileged account (`nobody`) to start the server as, like the image's `USER node`: the Node
 * binary copied into `tmpDir` when that user cannot execute this one (npx keeps it under a private /root), and only
 * when the user can read `files` of the checkout. Not root: undefined, processes run as the current user already.
 * A reason instead when no such account is usable here.
 */
export async function unprivilegedAccount(tmpDir: string, files: string[]): Promise<RunAs | { reason: string } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const account = nobody();
  if (!account) return { reason: 'no nobody user and group in /etc/passwd and /etc/group' };
  let node = process.execPath;
  if ((await probe(node, account, '/', '', [])) !== 0) {
    node = path.join(tmpDir, 'node');
    await fs.copyFile(process.execPath, node);
    await fs.chmod(node, 0o755);
    if ((await probe(node, account, '/', '', [])) !== 0) return { reason: `${account.user} cannot run Node, even copied to ${node}` };
  }
  const readable = await probe(node, account, '/', 'for (const f of process.argv.slice(1)) require("fs").accessSync(f, 4)', files);
  if (readable !== 0) return { reason: `${account.user} cannot read the checkout (${files.join(', ')})` };
  return { ...account, node };
}
