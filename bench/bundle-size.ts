/**
 * The JavaScript a visitor downloads before home can run: the web build's entry module script, its
 * modulepreload links and every chunk they import statically, each gzipped as a server would send it.
 * Lazy chunks (other routes, loaded by dynamic import) are left out. See bench/README.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bytes, textTable } from './lib/format';

/** Issue 7's bar for the initial JavaScript, gzip. */
const TARGET_BYTES = 200 * 1024;

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

/** Site paths of the entry module scripts and modulepreload links in index.html. */
function entryScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const found: string[] = [];
  for (const tag of tags) {
    const isModule = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModule || isPreload) && url) found.push(url);
  }
  return found;
}

/** Static imports of a built chunk (`import ... from "./x.js"`, `import "./x.js"`), not dynamic import(). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((match) => match[1]!);
}

function fileOf(sitePath: string, fromFile?: string): string {
  if (fromFile && sitePath.startsWith('.')) return path.resolve(path.dirname(fromFile), sitePath);
  return path.join(webDir, sitePath.replace(/^\//, ''));
}

function main(): void {
  if (!process.argv.includes('--no-build')) buildWeb();
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`No web build at ${webDir}: run npm run build:web first.`);

  const pending = entryScripts(readFileSync(indexFile, 'utf8')).map((url) => fileOf(url));
  if (pending.length === 0) throw new Error(`${indexFile} has no module script.`);
  const seen = new Set<string>();
  const rows: string[][] = [['file', 'raw', 'gzip']];
  let totalRaw = 0;
  let totalGzip = 0;
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file);
    const gzip = gzipSync(code).length;
    totalRaw += code.length;
    totalGzip += gzip;
    rows.push([path.relative(webDir, file), bytes(code.length), bytes(gzip)]);
    pending.push(...staticImports(code.toString('utf8')).map((url) => fileOf(url, file)));
  }
  rows.push(['total', bytes(totalRaw), bytes(totalGzip)]);
  console.info(textTable(rows));
  const verdict = totalGzip <= TARGET_BYTES ? 'within' : 'ABOVE';
  console.info(`\ninitial JavaScript: ${bytes(totalGzip)} gzip in ${seen.size} file(s), ${verdict} the ${bytes(TARGET_BYTES)} target`);
}

main();
