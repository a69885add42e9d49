import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { RunAs } from './accounts';
import { REPO_ROOT, type ImageRuntime } from './dockerfile';

/**
 * `count` different TCP ports of 127.0.0.1 free now, all held at once so that none comes back twice (fixed ports
 * let a process start again where nginx expects it).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export const freePort = async (): Promise<number> => (await freePorts(1))[0]!;

export interface LogRecord {
  msg: string;
  level: number;
  [field: string]: unknown;
}

export interface ImageProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Every log record but the one per request (a load test makes thousands). */
  logs: LogRecord[];
  /** Resolves once it logs `listening`; rejects if it exits first. */
  listening: Promise<void>;
  exited: Promise<number | null>;
  output: () => string;
}

/** The command, with `node` as the Node binary to run (the image's is on its PATH). */
export function imageCommand(cmd: string[], node: string): [string, string[]] {
  const [program, ...args] = cmd;
  if (program !== 'node') throw new Error(`The image's command starts with ${program}, not node: ${cmd.join(' ')}`);
  return [node, args];
}

/** The image's environment with `overrides`; PATH from here, as the base image brings its own. */
export const imageEnv = (runtime: ImageRuntime, overrides: Record<string, string>): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
  ...runtime.env,
  ...overrides,
});

/**
 * The server as the image starts it: its CMD, from the folder that is its WORKDIR (the checkout has the image's
 * layout), with only its ENV and `env` (what compose.yaml adds), as `runAs` when given. `port` is PORT: processes
 * that share one host need ports of their own, where each container has its own address.
 */
export function startImageProcess(
  runtime: ImageRuntime,
  options: { port: number; env: Record<string, string>; runAs?: RunAs | undefined },
): ImageProcess {
  const [node, args] = imageCommand(runtime.cmd, options.runAs?.node ?? process.execPath);
  const child = spawn(node, args, {
    cwd: REPO_ROOT,
    env: imageEnv(runtime, { ...options.env, PORT: String(options.port) }),
    uid: options.runAs?.uid,
    gid: options.runAs?.gid,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogRecord[] = [];
  let output = '';
  let pending = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // pino-http's line per request is not kept.
        if (line.includes('"responseTime":')) continue;
        output += `${line}\n`;
        if (!line.startsWith('{')) continue;
        const record = JSON.parse(line) as LogRecord;
        logs.push(record);
        if (record.msg === 'listening') resolve();
      }
    });
    void exited.then((code) => reject(new Error(`The server on port ${options.port} exited (${code}) before listening:\n${output}`)));
  });
  // A caller expecting the exit handles the rejection itself; this keeps it from counting as unhandled meanwhile.
  listening.catch(() => undefined);
  return {
    url: `http://127.0.0.1:${options.port}`,
    port: options.port,
    child,
    logs,
    listening,
    exited,
    output: () => output,
  };
}

/** Stops `server` with SIGKILL unless it has exited already (cleanup after a failed test). */
export function killIfRunning(server: ImageProcess | undefined): void {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
}

/**
 * Runs the image's HEALTHCHECK command as Docker would for a container whose PORT is `port`: its exit code, or
 * -1 when it outlives the check's --timeout (Docker counts that as unhealthy too).
 */
export function runHealthcheck(runtime: ImageRuntime, port: number, runAs?: RunAs): Promise<number> {
  if (!runtime.healthcheck) throw new Error('The image has no HEALTHCHECK.');
  const timeout = /^(\d+)s$/.exec(runtime.healthcheck.options.timeout ?? '30s');
  if (!timeout) throw new Error(`HEALTHCHECK --timeout=${runtime.healthcheck.options.timeout} is not in whole seconds.`);
  const [node, args] = imageCommand(runtime.healthcheck.cmd, runAs?.node ?? process.execPath);
  return new Promise((resolve) => {
    const child = spawn(node, args, {
      cwd: REPO_ROOT,
      env: imageEnv(runtime, { PORT: String(port) }),
      uid: runAs?.uid,
      gid: runAs?.gid,
      stdio: 'ignore',
      timeout: Number(timeout[1]) * 1000,
    });
    child.once('exit', (code) => resolve(code ?? -1));
  });
}
