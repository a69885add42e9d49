// `npm run bench`: each benchmark in its own process, one after the other (they would skew each other's figures).
import { spawn } from 'node:child_process';
import path from 'node:path';

const BENCHMARKS = [
  'api-list.ts',
  'sync.ts',
  'visitor-writes.ts',
  'bundle-size.ts',
  'lighthouse.ts',
  'home-filter.ts',
  'matrix.ts',
  'offline-start.ts',
  'first-visit.ts',
  'admin-list.ts',
  'export.ts',
  'login-storm.ts',
  'load-balanced.ts',
  'search-index.ts',
  'listing-check.ts',
  'listings-answer.ts',
];
const root = path.resolve(import.meta.dirname, '..');

let current;
for (const signal of ['SIGINT', 'SIGTERM']) {
  // Let the running benchmark clean up (stop its database, remove its temp folders) before we exit.
  process.on(signal, () => {
    if (!current) process.exit(1);
    current.kill(signal);
  });
}

function run(file) {
  return new Promise((resolve) => {
    console.info(`\n=== bench/${file} ===`);
    current = spawn(process.execPath, ['--import', 'tsx', path.join('bench', file)], { cwd: root, stdio: 'inherit' });
    current.on('exit', (code, signal) => {
      current = undefined;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const results = [];
for (const file of BENCHMARKS) results.push({ file, code: await run(file) });

console.info('\n=== summary ===');
for (const { file, code } of results) console.info(`bench/${file}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`}`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
