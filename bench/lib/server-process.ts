import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Cleanup } from './harness';

/** The server process's resident memory now (VmRSS) and its peak since the last reset (VmHWM), in bytes. */
export async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/** Linux: writing 5 to clear_refs resets VmHWM to the current RSS, so the next peak is this request's. */
export const resetPeak = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5');

/** The server as its own process, so its memory is only its own. */
export async function startServer(databaseUrl: string, cleanup: Cleanup): Promise<{ url: string; pid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'export-server.ts')], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanup.defer('export server', async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  for await (const line of createInterface({ input: child.stdout })) {
    const { url } = JSON.parse(line) as { url: string };
    if (child.pid === undefined) throw new Error('The server process has no pid.');
    return { url, pid: child.pid };
  }
  throw new Error('The server process ended before it listened.');
}
