import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Cleanup } from './harness';

const run = promisify(execFile);
const REPO = path.join(import.meta.dirname, '../..');

/**
 * Another commit's server source (`git archive`) in a temp folder, to run beside this tree's in the same bench run:
 * "before" and "after" measured side by side on the same database and host. Its packages are this checkout's
 * (node_modules linked), so only the server's own code differs. Answers the folder to pass as `serverSrc`.
 */
export async function serverSourceAt(ref: string, cleanup: Cleanup): Promise<{ serverSrc: string; commit: string }> {
  const { stdout } = await run('git', ['rev-parse', '--short', `${ref}^{commit}`], { cwd: REPO });
  const commit = stdout.trim();
  const folder = await mkdtemp(path.join(os.tmpdir(), `rsd-bench-before-${commit}-`));
  cleanup.defer(`server source of ${commit}`, () => rm(folder, { recursive: true, force: true }));
  const archive = path.join(folder, 'source.tar');
  await run(
    'git',
    ['archive', '--output', archive, commit, 'tsconfig.json', 'apps/server/tsconfig.json', 'apps/server/package.json', 'apps/server/src'],
    {
      cwd: REPO,
    },
  );
  await run('tar', ['-xf', archive, '-C', folder]);
  await mkdir(path.join(folder, 'apps/server'), { recursive: true });
  await symlink(path.join(REPO, 'node_modules'), path.join(folder, 'node_modules'));
  await symlink(path.join(REPO, 'apps/server/node_modules'), path.join(folder, 'apps/server/node_modules'));
  return { serverSrc: path.join(folder, 'apps/server/src'), commit };
}
