import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Simulator } from '@rsd/core';
import { API } from '@rsd/core/testing';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USAGE } from '../cli/admin-args';
import { directorySimulators } from '../db/seed/directory-seed';
import { API_DOCS_PATH, OPENAPI_PATH } from '../features/api-docs/api-docs-page';
import { migratedTestDatabase } from '../test/migrated-database';

/**
 * The server as production runs it: compiled by scripts/build-server.mjs into out/server and started by plain
 * Node with source maps on, from apps/server as `npm start` does (DATA_DIR's default is relative to it).
 */

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
const OUT_DIR = path.join(REPO_ROOT, 'out', 'server');
const MAIN_JS = path.join(OUT_DIR, 'main.js');

const execFileAsync = promisify(execFile);
const build = (...args: string[]) => execFileAsync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'build-server.mjs'), ...args]);

interface LogRecord {
  msg: string;
  level: number;
  port?: number;
  webDistDir?: string;
  err?: { stack?: string };
}

interface Compiled {
  child: ChildProcess;
  logs: LogRecord[];
  /** The base URL once it logs `listening`; rejects if it exits first. */
  listening: Promise<{ url: string; record: LogRecord }>;
  exited: Promise<number | null>;
  stderr: () => string;
}

const database = migratedTestDatabase();
let tmp: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  await build();
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-compiled-'));
  // Run as root, the embedded server runs as the `postgres` user, which must reach DATA_DIR.
  await fs.chmod(tmp, 0o755);
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

function startCompiled(env: NodeJS.ProcessEnv): Compiled {
  const child = spawn(process.execPath, ['--enable-source-maps', MAIN_JS], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '',
      DATABASE_URL: '',
      DATA_DIR: path.join(tmp, 'data'),
      EMBEDDED_PG_PORT: '0',
      WEB_DIST_DIR: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const logs: LogRecord[] = [];
  let stderr = '';
  let pending = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const listening = new Promise<{ url: string; record: LogRecord }>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines.filter((l) => l.startsWith('{'))) {
        const record = JSON.parse(line) as LogRecord;
        logs.push(record);
        if (record.msg === 'listening') resolve({ url: `http://127.0.0.1:${record.port}`, record });
      }
    });
    void exited.then((code) => reject(new Error(`the compiled server exited (${code}) before listening:\n${stderr}`)));
  });
  // A test expecting the exit handles the rejection itself; this keeps it from being reported as unhandled.
  listening.catch(() => undefined);
  return { child, logs, listening, exited, stderr: () => stderr };
}

/** Every module the file imports, as written in it. */
async function importsOf(file: string): Promise<string[]> {
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    write: false,
    metafile: true,
    external: ['*'],
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  return Object.values(result.metafile.inputs).flatMap((input) => input.imports.map((i) => i.path));
}

const packageNameOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const dependenciesOf = async (dir: string): Promise<string[]> => {
  const { dependencies } = JSON.parse(await fs.readFile(path.join(REPO_ROOT, dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(dependencies);
};

describe('the compiled server (out/server)', { timeout: 90_000 }, () => {
  it('imports only Node built-ins and installed runtime dependencies: @rsd/core bundled, no tsx', async () => {
    // Workspace packages are TypeScript source Node cannot load, so they must not be left as imports.
    const runtime = new Set(
      [...(await dependenciesOf('apps/server')), ...(await dependenciesOf('packages/core'))].filter((name) => !name.startsWith('@rsd/')),
    );
    for (const file of ['main.js', 'admin.js']) {
      const imports = await importsOf(path.join(OUT_DIR, file));
      expect(imports).toContain('pg');
      expect(imports.filter((specifier) => !isBuiltin(specifier) && !runtime.has(packageNameOf(specifier)))).toEqual([]);
    }
  });

  it("finds from out/server the version of each runtime dependency the server's package.json asks for", async () => {
    const { dependencies } = JSON.parse(await fs.readFile(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    // p-limit and cookie: npm nests the server's majors under apps/server, while the root holds others.
    for (const name of ['p-limit', 'cookie']) {
      const { stdout } = await execFileAsync(
        process.execPath,
        ['--input-type=module', '-e', `process.stdout.write(import.meta.resolve(${JSON.stringify(name)}))`],
        { cwd: OUT_DIR },
      );
      const packageDir = fileURLToPath(stdout).split(`${path.sep}node_modules${path.sep}${name}${path.sep}`)[0];
      const installed = JSON.parse(await fs.readFile(path.join(packageDir ?? '', 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      };
      expect(`${name} ^${installed.version.split('.')[0]}`).toBe(`${name} ${dependencies[name]?.split('.')[0]}`);
    }
  });

  it('serves the API on DATABASE_URL, finding the web build, the server version and Swagger UI from out/server', async () => {
    const server = startCompiled({ DATABASE_URL: database.url });
    const { url, record } = await server.listening;
    expect(record.webDistDir).toBe(path.join(REPO_ROOT, 'out', 'web'));

    const res = await fetch(url + API.simulators);
    expect(res.status).toBe(200);
    expect(Simulator.array().parse(await res.json())).toHaveLength(directorySimulators.length);
    const serverPackage = JSON.parse(await fs.readFile(path.join(SERVER_DIR, 'package.json'), 'utf8')) as { version: string };
    const openapi = (await (await fetch(url + OPENAPI_PATH)).json()) as { info: { version: string } };
    expect(openapi.info.version).toBe(serverPackage.version);
    const css = await fetch(`${url}${API_DOCS_PATH}/swagger-ui.css`);
    expect(css.status).toBe(200);
    await css.body?.cancel();

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('names the TypeScript file and line in a stack trace', async () => {
    // An edited migration stops start-up with an error thrown in migrate.ts, logged with its stack.
    const { rows } = await database.pool.query<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE version = 1');
    await database.pool.query("UPDATE schema_migrations SET checksum = 'edited' WHERE version = 1");
    try {
      const server = startCompiled({ DATABASE_URL: database.url });
      expect(await server.exited).toBe(1);
      const stack = server.logs.find((r) => r.msg === 'start-up failed')?.err?.stack ?? '';
      const [, file, line] = /^\s+at (?:.+ \()?(.+?):(\d+):\d+\)?$/m.exec(stack) ?? [];
      expect(file).toBe(path.join(SERVER_DIR, 'src', 'db', 'migrate.ts'));
      const source = (await fs.readFile(path.join(SERVER_DIR, 'src', 'db', 'migrate.ts'), 'utf8')).split('\n');
      expect(source[Number(line) - 1]).toMatch(/throw new Error\(/);
      expect(stack).toContain(`(${path.join(SERVER_DIR, 'src', 'main.ts')}:`);
    } finally {
      await database.pool.query('UPDATE schema_migrations SET checksum = $1 WHERE version = 1', [rows[0]?.checksum]);
    }
  });

  it('starts an embedded PostgreSQL without DATABASE_URL, finding it from out/server', async () => {
    const server = startCompiled({});
    const { url } = await server.listening;
    expect(server.logs.map((r) => r.msg)).toContain('embedded PostgreSQL started');
    const res = await fetch(url + API.simulators);
    expect(res.status).toBe(200);
    await res.body?.cancel();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('runs the admin CLI, keeping its exit code for a usage error', async () => {
    const result = await execFileAsync(process.execPath, ['--enable-source-maps', path.join(OUT_DIR, 'admin.js'), 'frobnicate'], {
      cwd: SERVER_DIR,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => err,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(ADMIN_USAGE);
  });

  it('with --if-stale, builds again only when an output is older than its sources', async () => {
    // Dated a minute ahead, so a source file saved meanwhile does not count as newer.
    const ahead = new Date(Date.now() + 60_000);
    for (const file of ['main.js', 'admin.js']) await fs.utimes(path.join(OUT_DIR, file), ahead, ahead);
    await build('--if-stale');
    expect((await fs.stat(MAIN_JS)).mtime).toEqual(ahead);
    await fs.utimes(MAIN_JS, 0, 0);
    await build('--if-stale');
    expect((await fs.stat(MAIN_JS)).mtimeMs).toBeGreaterThan(0);
  });
});
