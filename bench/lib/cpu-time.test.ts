import { describe, expect, it } from 'vitest';
import { childrenCpuMs, parseStat, type ProcReader } from './cpu-time';

/**
 * A /proc/<pid>/stat line as Linux writes it (recorded from this host), with the pid, command, parent and the
 * utime, stime, cutime and cstime ticks put in.
 */
const statLine = (pid: number, command: string, parent: number, [utime, stime, cutime, cstime]: number[]) =>
  `${pid} (${command}) S ${parent} ${pid} 2339 0 -1 4194304 97 0 0 0 ${utime} ${stime} ${cutime} ${cstime} 20 0 1 0 ` +
  '1409392 3133440 379 18446744073709551615 94617963331584 94617963351465 140736555093408 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0';

const POSTMASTER = 4100;

/**
 * A postmaster with two backends, as read in two readings of a bench: between them backend 4102 ends, and the
 * postmaster reaps it (its ticks move to the postmaster's cstime) just as the second scan comes to read it.
 */
function recordedProc(): { proc: ProcReader; endBackendOnNextRead: () => void } {
  const lines = new Map<number, string>([
    [POSTMASTER, statLine(POSTMASTER, 'postgres', 1, [12, 8, 200, 100])],
    [4101, statLine(4101, 'postgres: bench bench 127.0.0.1(51234) idle', POSTMASTER, [40, 10, 0, 0])],
    [4102, statLine(4102, 'postgres: bench bench 127.0.0.1(51236) SELECT', POSTMASTER, [25, 5, 0, 0])],
    [4300, statLine(4300, 'node', 2339, [900, 90, 0, 0])],
  ]);
  let endOnRead = false;
  const proc: ProcReader = {
    pids: () => Promise.resolve([...lines.keys()]),
    stat: (pid) => {
      if (pid === 4102 && endOnRead) {
        endOnRead = false;
        lines.delete(4102);
        lines.set(4101, statLine(4101, 'postgres: bench bench 127.0.0.1(51234) idle', POSTMASTER, [45, 10, 0, 0]));
        lines.set(POSTMASTER, statLine(POSTMASTER, 'postgres', 1, [12, 8, 200, 131]));
      }
      return Promise.resolve(lines.get(pid));
    },
  };
  return { proc, endBackendOnNextRead: () => (endOnRead = true) };
}

describe('the CPU time of PostgreSQL’s backends', () => {
  it('reads a stat line whose command holds spaces and parentheses', () => {
    expect(parseStat(statLine(7, 'postgres: a (b) c', 3, [1, 2, 30, 40]))).toEqual({ ms: 30, reaped: 700, parent: 3 });
  });

  it('never falls when a backend ends between two readings: its time counts once, live or reaped', async () => {
    const { proc, endBackendOnNextRead } = recordedProc();
    const first = await childrenCpuMs(POSTMASTER, proc);
    // Reaped 300 ticks, live 50 + 30: 3,800 ms.
    expect(first).toBe(3_800);
    endBackendOnNextRead();
    const second = await childrenCpuMs(POSTMASTER, proc);
    // Reaped 331 ticks (4102's 30 and 1 of its exit), live 55: the 6 ticks spent between the readings.
    expect(second).toBe(3_860);
  });

  it('is unknown, not a guess, when the postmaster is gone', async () => {
    const proc: ProcReader = { pids: () => Promise.resolve([]), stat: () => Promise.resolve(undefined) };
    expect(await childrenCpuMs(POSTMASTER, proc)).toBeUndefined();
  });
});
