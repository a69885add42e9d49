import { spawn } from 'node:child_process';
import path from 'node:path';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const REPO_ROOT = path.resolve(SERVER_DIR, '../..');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run admin -- <args>` as a shell runs it, on the given database: from TypeScript (or through npm itself with
 * `viaNpm`), no admin account made at start unless `env` says so, `stdin` piped in when given.
 */
export function runAdminCli(
  databaseUrl: string,
  args: readonly string[],
  { env = {}, stdin, viaNpm = false }: { env?: NodeJS.ProcessEnv; stdin?: string; viaNpm?: boolean } = {},
): Promise<CliRun> {
  const [command, argv, cwd] = viaNpm
    ? ['npm', ['run', 'admin', '--', ...args], REPO_ROOT]
    : [process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], SERVER_DIR];
  const child = spawn(command, argv, {
    cwd,
    env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_USERNAME: '', ADMIN_PASSWORD: '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin ?? '');
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}
