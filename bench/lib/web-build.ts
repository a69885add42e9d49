import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** `npm run build:web` into out/web, for the benches that drive the web build in Chromium. */
export function buildWeb(bench: string): void {
  console.info(`[${bench}] building the web build (npm run build:web)...`);
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build:web failed (exit ${build.status}):\n${build.stdout}\n${build.stderr}`);
}
