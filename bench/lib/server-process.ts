import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Cleanup } from './harness';
import type { MemoryRequest, MemorySample } from './memory-curve';

/** The server process's resident memory now (VmRSS) and its peak since the last reset (VmHWM), in bytes. */
export async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/** Linux: writing 5 to clear_refs resets VmHWM to the current RSS, so the next peak is this request's. */
export const resetPeak = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5');

export interface ServerProcess {
  url: string;
  pid: number;
  /** The largest V8 heap (used bytes) the process had since the last call, and starts the next such period. */
  heapPeak(): Promise<number>;
  /** Starts recording the process's memory every 10 ms (a full GC first every 100 ms when started with `exposeGc`). */
  record(): Promise<void>;
  /** The samples since `record`, which ends the recording. */
  samples(): Promise<MemorySample[]>;
  /** Ends the process before the run's end (a bench measuring setups one after the other). */
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** The server's source folder to run (another commit's, from before-tree.ts); this tree's by default. */
  serverSrc?: string;
  /** Runs the process with --expose-gc, so a recording tells the live heap from the garbage. */
  exposeGc?: boolean;
}

/** The server as its own process, so its memory is only its own. */
export async function startServer(databaseUrl: string, cleanup: Cleanup, options: ServerOptions = {}): Promise<ServerProcess> {
  const flags = options.exposeGc ? ['--expose-gc'] : [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', path.join(import.meta.dirname, 'export-server.ts')], {
    env: {
      ...process.env,
      BENCH_DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      ...(options.serverSrc ? { BENCH_SERVER_SRC: options.serverSrc } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const ask = <T>(request: MemoryRequest) =>
    new Promise<T>((resolve) => {
      child.once('message', (reply) => resolve(reply as T));
      child.send(request);
    });
  const heapPeak = async () => (await ask<{ heapPeak: number }>('heap-peak')).heapPeak;
  const record = async () => {
    await ask<{ recording: true }>('record');
  };
  const samples = async () => (await ask<{ samples: MemorySample[] }>('samples')).samples;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  cleanup.defer('export server', stop);
  // With an IPC channel among them, Node's types no longer know which pipes exist.
  if (!child.stdout) throw new Error('The server process has no stdout.');
  for await (const line of createInterface({ input: child.stdout })) {
    const { url } = JSON.parse(line) as { url: string };
    if (child.pid === undefined) throw new Error('The server process has no pid.');
    return { url, pid: child.pid, heapPeak, record, samples, stop };
  }
  throw new Error('The server process ended before it listened.');
}
