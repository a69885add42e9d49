// `npm run build:server`: the server (apps/server/src/main.ts) and its admin CLI (cli/admin.ts) compiled by esbuild
// to out/server/main.js and out/server/admin.js, with source maps, so production runs plain Node
// (`node --enable-source-maps out/server/main.js`) and its stack traces still name TypeScript lines.
// `--if-stale` builds only when an output is missing or older than a file it is built from.
import { mkdir, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'out', 'server');
const migrationsDir = path.join(root, 'apps', 'server', 'src', 'db', 'migrations');
const ENTRY_POINTS = { main: 'apps/server/src/main.ts', admin: 'apps/server/src/cli/admin.ts' };
const INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/core/src',
  'packages/core/package.json',
  'scripts/build-server.mjs',
];

/** The workspace packages by name, with the folder their package.json `exports` are relative to. */
async function workspacePackages() {
  const { workspaces } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  const packages = new Map();
  for (const dir of workspaces) {
    const { name, exports } = JSON.parse(await readFile(path.join(root, dir, 'package.json'), 'utf8'));
    packages.set(name, { dir: path.join(root, dir), exports: exports ?? {} });
  }
  return packages;
}

/**
 * `packages: 'external'` leaves every bare import to Node, but a workspace package (@rsd/core) exports TypeScript
 * source, which Node cannot load: those imports are resolved through the package's `exports` and bundled.
 */
function bundleWorkspacePackages(packages) {
  return {
    name: 'bundle-workspace-packages',
    setup(build) {
      build.onResolve({ filter: /^@rsd\// }, ({ path: specifier }) => {
        const name = specifier.split('/').slice(0, 2).join('/');
        const found = packages.get(name);
        const target = found?.exports[`.${specifier.slice(name.length)}`];
        if (typeof target !== 'string') return { errors: [{ text: `${specifier} is not an export of a workspace package` }] };
        return { path: path.join(found.dir, target) };
      });
    },
  };
}

/** The newest modification time among the files under `entries` (files or folders, relative to the root). */
async function newestMtime(entries) {
  const files = [];
  for (const entry of entries.map((e) => path.join(root, e))) {
    if ((await stat(entry)).isFile()) files.push(entry);
    else {
      for (const item of await readdir(entry, { recursive: true, withFileTypes: true })) {
        if (item.isFile()) files.push(path.join(item.parentPath, item.name));
      }
    }
  }
  const times = await Promise.all(files.map(async (file) => (await stat(file)).mtimeMs));
  return Math.max(...times);
}

async function isStale() {
  const outputs = Object.keys(ENTRY_POINTS).map((name) => path.join(outdir, `${name}.js`));
  // A missing output counts as built at the epoch, older than any source.
  const built = await Promise.all(outputs.map((file) => stat(file).catch(() => ({ mtimeMs: 0 }))));
  return Math.min(...built.map((s) => s.mtimeMs)) < (await newestMtime(INPUTS));
}

/** Written beside, then renamed over: a server or admin command starting meanwhile never reads a half-written file. */
async function writeAtomically(file, contents) {
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, contents);
  await rename(partial, file);
}

async function buildServer() {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ENTRY_POINTS,
    outdir,
    bundle: true,
    packages: 'external',
    plugins: [bundleWorkspacePackages(await workspacePackages())],
    platform: 'node',
    format: 'esm',
    // The engines' floor (package.json): plain 'node20' would strip the import attributes Node needs to load JSON
    // from node_modules (core's SPDX list), which Node has taken since 20.10.
    target: 'node20.19',
    sourcemap: true,
    write: false,
    logLevel: 'warning',
  });
  await mkdir(path.join(outdir, 'migrations'), { recursive: true });
  for (const file of result.outputFiles) await writeAtomically(file.path, file.contents);

  // migrate.ts reads the SQL files from `migrations` beside itself, which for the compiled server is out/server.
  const migrations = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql'));
  for (const file of migrations) {
    await writeAtomically(path.join(outdir, 'migrations', file), await readFile(path.join(migrationsDir, file)));
  }
  for (const file of await readdir(path.join(outdir, 'migrations'))) {
    if (file.endsWith('.sql') && !migrations.includes(file)) await rm(path.join(outdir, 'migrations', file));
  }

  // Node resolves out/server's imports from out/server upwards: without this link it would skip the versions npm
  // nested under apps/server (the server's own p-limit and cookie, where the root holds other majors).
  await rm(path.join(outdir, 'node_modules'), { force: true, recursive: true });
  await symlink(path.join('..', '..', 'apps', 'server', 'node_modules'), path.join(outdir, 'node_modules'));
}

if (!process.argv.includes('--if-stale') || (await isStale())) await buildServer();
