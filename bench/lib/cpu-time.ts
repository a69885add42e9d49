import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Linux's clock ticks per second for /proc/<pid>/stat's times (USER_HZ, 100 on every Linux this runs on). */
const TICKS_PER_S = 100;

/** A process's CPU time in ms from its /proc/<pid>/stat line: its own, its reaped (ended) children's, and its parent. */
export function parseStat(stat: string): { ms: number; reaped: number; parent: number } {
  // Fields after the command name (which may hold spaces, in parentheses): state is field 3, ppid 4, utime 14,
  // stime 15, cutime 16, cstime 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = (a: number, b: number) => ((Number(fields[a]) + Number(fields[b])) * 1000) / TICKS_PER_S;
  return { ms: ticks(11, 12), reaped: ticks(13, 14), parent: Number(fields[1]) };
}

/** What is read of /proc: the pids there are, and a pid's stat line (undefined once it is gone). */
export interface ProcReader {
  pids(): Promise<number[]>;
  stat(pid: number): Promise<string | undefined>;
}

const PROC: ProcReader = {
  pids: async () => (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry)).map(Number),
  stat: (pid) => readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined),
};

/** The CPU time a process has used, in ms (0 once it is gone): on a shared host, a figure its load does not inflate as it does wall time. */
export async function processCpuMs(pid: number, proc: ProcReader = PROC): Promise<number> {
  const stat = await proc.stat(pid);
  return stat === undefined ? 0 : parseStat(stat).ms;
}

/** Scans of the children tried before giving up on one that no reaping overlapped. */
const SCANS = 10;

/**
 * The CPU time of `parent` and all its children so far, in ms: the live children's and the reaped ones' (the
 * parent's cutime and cstime; a pool closes idle connections, so without them the figure could fall). A child
 * reaped during the scan would be counted twice or not at all (read before or after its end moved its time to the
 * parent): the scan counts only when the parent's reaped time is the same before and after it, and is tried again
 * otherwise. Undefined when no scan of SCANS was clean, or the parent is gone.
 */
export async function childrenCpuMs(parent: number, proc: ProcReader): Promise<number | undefined> {
  const reaped = async () => {
    const stat = await proc.stat(parent);
    return stat === undefined ? undefined : parseStat(stat).reaped;
  };
  for (let scan = 0; scan < SCANS; scan++) {
    const before = await reaped();
    if (before === undefined) return undefined;
    let live = 0;
    for (const pid of await proc.pids()) {
      const stat = await proc.stat(pid);
      const child = stat === undefined ? undefined : parseStat(stat);
      if (child?.parent === parent) live += child.ms;
    }
    if ((await reaped()) === before) return before + live;
  }
  return undefined;
}

/**
 * The CPU time of an embedded PostgreSQL's backends and workers (the postmaster's children, named in its
 * postmaster.pid) so far, in ms, the ended ones' too; undefined without a cluster folder (a DATABASE_URL server's
 * are not ours to read) or when no clean reading could be made (childrenCpuMs).
 */
export async function postgresCpuMs(clusterDir: string | undefined, proc: ProcReader = PROC): Promise<number | undefined> {
  if (!clusterDir) return undefined;
  const postmaster = Number((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  return childrenCpuMs(postmaster, proc);
}
