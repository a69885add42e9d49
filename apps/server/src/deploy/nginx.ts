import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { RunAs } from './accounts';
import { REPO_ROOT } from './dockerfile';
import { freePort } from './image-process';

/** The site compose.yaml gives nginx: upstream, proxy settings and retry. */
export const NGINX_SITE = path.join(REPO_ROOT, 'deploy', 'nginx', 'directory.conf');

const NOT_INSTALLED =
  'nginx is not installed: the deployment test and bench run a real nginx in front of the server. Install it ' +
  '(apt-get install -y --no-install-recommends nginx; .ci/run does when it is missing) or put it on PATH.';

/** The nginx binary on PATH or in sbin (not on an ordinary user's PATH); throws a sentence saying how to get it. */
export function findNginx(): string {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    const file = path.join(dir, 'nginx');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // Not in this one.
    }
  }
  throw new Error(NOT_INSTALLED);
}

const UPSTREAM_SERVER = /^(\s*server )app:3000((?: [^;\n]*)?);$/m;
const LISTEN = /^(\s*)listen 80;$/m;

/**
 * The shipped site with its `server app:3000 ...;` line made one line per upstream (same parameters but `resolve`,
 * which only a name needs and Debian's nginx 1.22 does not know), and its port.
 */
export function renderSite(site: string, upstreams: string[], port: number): string {
  const server = UPSTREAM_SERVER.exec(site);
  if (!server || !LISTEN.test(site)) throw new Error(`${NGINX_SITE} must keep its "server app:3000 ...;" and "listen 80;" lines.`);
  const parameters = (server[2] ?? '').replace(/ resolve\b/, '');
  const servers = upstreams.map((address) => `${server[1]}${address}${parameters};`).join('\n');
  return site.replace(UPSTREAM_SERVER, () => servers).replace(LISTEN, (_, indent: string) => `${indent}listen 127.0.0.1:${port};`);
}

/** One access log line per request: when, the answer, and every upstream tried with its status, in order. */
export interface AccessRecord {
  /** Epoch milliseconds when nginx finished the request. */
  at: number;
  status: number;
  /** e.g. ['127.0.0.1:4001', '127.0.0.1:4002'] when the first could not be reached. */
  upstreams: string[];
  upstreamStatuses: string[];
  uri: string;
}

const ACCESS_FORMAT = "'$msec|$status|$upstream_addr|$upstream_status|$request_uri'";

export interface RunningNginx {
  url: string;
  /** The access log so far; empty when started without one. */
  accessLog(): Promise<AccessRecord[]>;
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

/** The main configuration: every file nginx writes stays in `dir`; the site is included as compose's image does. */
function mainConfig(dir: string, options: { runAs: RunAs | undefined; accessLog: boolean }): string {
  const inDir = (name: string) => path.join(dir, name);
  return [
    '# Written by apps/server/src/deploy/nginx.ts for one run: a foreground nginx whose files all stay in this folder.',
    // Root's nginx runs its workers as the unprivileged user, as the nginx image does.
    ...(options.runAs ? [`user ${options.runAs.user} ${options.runAs.group};`] : []),
    // One worker: the machine's cores are for the server processes under test.
    'worker_processes 1;',
    `pid ${inDir('nginx.pid')};`,
    'events { worker_connections 1024; }',
    'http {',
    options.accessLog ? `  log_format test ${ACCESS_FORMAT};\n  access_log ${inDir('access.log')} test;` : '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${inDir(kind)};`),
    `  include ${inDir('site.conf')};`,
    '}',
    '',
  ].join('\n');
}

/** Resolves once something accepts connections on `port`; rejects on `failed` or after `timeoutMs`. */
async function acceptsConnections(port: number, failed: Promise<string>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let failure: string | undefined;
  void failed.then((reason) => (failure = reason));
  for (;;) {
    if (failure !== undefined) throw new Error(failure);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not accept connections on port ${port} within ${timeoutMs} ms.`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A real nginx, in the foreground, on a free port of 127.0.0.1, with the shipped site in front of `upstreams`
 * (host:port each). Its configuration, logs and temporary files live in a folder of their own, removed by stop().
 */
export async function startNginx(options: { upstreams: string[]; runAs?: RunAs | undefined; accessLog?: boolean }): Promise<RunningNginx> {
  const nginx = findNginx();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-nginx-'));
  // Its workers (the unprivileged user, run as root) create temporary files in here.
  await fs.chmod(dir, 0o755);
  const port = await freePort();
  const accessLog = options.accessLog ?? false;
  await fs.writeFile(path.join(dir, 'site.conf'), renderSite(await fs.readFile(NGINX_SITE, 'utf8'), options.upstreams, port));
  await fs.writeFile(path.join(dir, 'nginx.conf'), mainConfig(dir, { runAs: options.runAs, accessLog }));
  const errorLogFile = path.join(dir, 'error.log');
  const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLogFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<string>((resolve) => {
    child.once('error', (err) => resolve(`nginx could not be started: ${err.message}`));
    child.once('exit', async (code) => {
      const log = await fs.readFile(errorLogFile, 'utf8').catch(() => '');
      resolve(`nginx exited (${code}):\n${output}${log}`);
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // TERM: nginx's fast shutdown; the test's requests are done by now.
      child.kill('SIGTERM');
      await exited;
    }
    await fs.rm(dir, { recursive: true, force: true });
  };
  try {
    await acceptsConnections(port, exited, 10_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    errorLog: () => fs.readFile(errorLogFile, 'utf8').catch(() => ''),
    accessLog: async () => {
      if (!accessLog) return [];
      const text = await fs.readFile(path.join(dir, 'access.log'), 'utf8');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [msec = '', status = '', addr = '', upstreamStatus = '', uri = ''] = line.split('|');
          return {
            at: Math.round(Number(msec) * 1000),
            status: Number(status),
            upstreams: addr.split(/, | : /),
            upstreamStatuses: upstreamStatus.split(/, | : /),
            uri,
          };
        });
    },
    stop,
  };
}
