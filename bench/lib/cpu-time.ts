import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Linux's clock ticks per second for /proc/<pid>/stat's times (USER_HZ, 100 on every Linux this runs on). */
const TICKS_PER_S = 100;

/**
 * A process's user and system CPU time so far, in ms, from /proc/<pid>/stat, and that of its children it has reaped
 * (ended ones); 0 once it is gone.
 */
async function cpuOf(pid: number): Promise<{ ms: number; reaped: number; parent: number }> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, in parentheses): state is field 3, ppid 4, utime 14,
    // stime 15, cutime 16, cstime 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = (a: number, b: number) => ((Number(fields[a]) + Number(fields[b])) * 1000) / TICKS_PER_S;
    return { ms: ticks(11, 12), reaped: ticks(13, 14), parent: Number(fields[1]) };
  } catch {
    return { ms: 0, reaped: 0, parent: 0 };
  }
}

/** The CPU time a process has used, in ms: on a shared host, a figure its load does not inflate as it does wall time. */
export const processCpuMs = async (pid: number): Promise<number> => (await cpuOf(pid)).ms;

/**
 * The CPU time of an embedded PostgreSQL's backends and workers (the postmaster's children, named in its
 * postmaster.pid) so far, in ms, the ended ones' too (a pool closes idle connections: without them the figure could
 * fall); undefined without a cluster folder (a DATABASE_URL server's are not ours to read).
 */
export async function postgresCpuMs(clusterDir: string | undefined): Promise<number | undefined> {
  if (!clusterDir) return undefined;
  const postmaster = Number((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  let total = (await cpuOf(postmaster)).reaped;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const { ms, parent } = await cpuOf(Number(entry));
    if (parent === postmaster) total += ms;
  }
  return total;
}
