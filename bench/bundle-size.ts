/**
 * The JavaScript a visitor downloads before home can run (page scripts, modulepreloads and their static imports,
 * gzipped), walked by scripts/bundle/initial-js.ts as every build does; lazy chunks are left out. See bench/README.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { initialJsSummary, measureInitialJs } from '../scripts/bundle/initial-js';
import { bytes, textTable } from './lib/format';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.resolve(process.env.BENCH_WEB_DIR ?? path.join(root, 'out/web'));

function buildWeb(): void {
  console.info('building the web build (npm run build:web)...');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    throw new Error(`npm run build:web failed (exit ${build.status}).`);
  }
}

function main(): void {
  if (!process.argv.includes('--no-build')) buildWeb();
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`No web build at ${webDir}: run npm run build:web first.`);

  const read = (file: string) => {
    const target = path.join(webDir, file);
    return existsSync(target) ? readFileSync(target) : undefined;
  };
  const result = measureInitialJs(readFileSync(indexFile, 'utf8'), read);
  const rows = [['file', 'raw', 'gzip'], ...result.files.map((f) => [f.file, bytes(f.raw), bytes(f.gzip)])];
  rows.push(['total', bytes(result.raw), bytes(result.gzip)]);
  console.info(textTable(rows));
  console.info(`\n${initialJsSummary(result)}`);
}

main();
