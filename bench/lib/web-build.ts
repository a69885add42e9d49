import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The web build the browser benches serve: BENCH_WEB_DIR measures another one (e.g. a build of an older commit). */
export const webDir = path.resolve(process.env.BENCH_WEB_DIR ?? path.join(root, 'out/web'));

/** Builds out/web unless the run says not to (`--no-build`) or measures another build (BENCH_WEB_DIR). */
export function buildWebUnlessTold(bench: string): void {
  if (process.argv.includes('--no-build') || process.env.BENCH_WEB_DIR) return;
  console.info(`[${bench}] building the web build (npm run build:web)...`);
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build:web failed (exit ${build.status}):\n${build.stdout}\n${build.stderr}`);
}
