// `npm run test:electron-security`: Electronegativity over the built main process and preload
// (out/desktop/main, out/desktop/preload). Fails on any finding of high or medium severity; lower ones
// are printed for review. Runs offline: the Electron version comes from the installed package.
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
// Scanned together, so the global checks (navigation limits, permission handler, CSP) see both. The preload
// is CommonJS in a .cjs file, an extension Electronegativity does not read: it is copied as .js.
const BUILT = { 'main.js': 'out/desktop/main/index.js', 'preload.js': 'out/desktop/preload/index.cjs' };

// Electronegativity parses TypeScript with @typescript-eslint/typescript-estree 4, which npm hoists beside the
// workspace's TypeScript 7 (a native compiler with no JavaScript API). Point that parser at the TypeScript 4
// Electronegativity itself depends on, and at nothing else.
const electronegativityDir = path.dirname(require.resolve('@doyensec/electronegativity/package.json'));
const typescriptForParser = require.resolve('typescript', { paths: [electronegativityDir] });
const requireModule = Module.prototype.require;
Module.prototype.require = function requireForParser(id) {
  const forParser = id === 'typescript' && this.filename.includes(`${path.sep}@typescript-eslint${path.sep}`);
  return requireModule.call(this, forParser ? typescriptForParser : id);
};

const run = require('@doyensec/electronegativity/dist/runner.js');
const electronVersion = JSON.parse(
  readFileSync(require.resolve('electron/package.json', { paths: [path.join(root, 'apps/desktop')] }), 'utf8'),
).version;

/**
 * Checks left out, each for a reason that holds for this app:
 * - AvailableSecurityFixesGlobalCheck downloads Electron's release list; this scan runs offline, and the
 *   Electron version is kept current through package.json like any dependency.
 * - OpenExternalJSCheck flags every shell.openExternal whose argument is not a string constant. Main's only
 *   callers pass a URL that shouldOpenExternally (security.ts) has accepted: http, https and mailto links
 *   only, as tested in security.test.ts and ipc.test.ts.
 */
const EXCLUDED = ['AvailableSecurityFixesGlobalCheck', 'OpenExternalJSCheck'];
const FAILING = new Set(['HIGH', 'MEDIUM']);

const missing = Object.values(BUILT).filter((file) => !existsSync(path.join(root, file)));
if (missing.length > 0) {
  console.error(`Not built yet: ${missing.join(', ')}. Run \`npx electron-vite build\` first.`);
  process.exit(1);
}
const input = mkdtempSync(path.join(tmpdir(), 'rsd-electronegativity-'));
let failed = false;
try {
  for (const [name, file] of Object.entries(BUILT)) copyFileSync(path.join(root, file), path.join(input, name));
  const { issues, errors } = await run({
    input,
    isRelative: true,
    electronVersionOverride: electronVersion,
    excludeFromScan: EXCLUDED,
    severitySet: 'informational',
    confidenceSet: 'tentative',
  });
  for (const error of errors) console.warn(`${error.file}: could not be parsed: ${error.message}`);
  if (errors.some((error) => !error.tolerable)) failed = true;
  for (const issue of issues) {
    const severity = issue.severity.name;
    const where = `${BUILT[issue.file] ?? issue.file}:${issue.location.line}:${issue.location.column}`;
    const line = `${severity} (${issue.confidence.name}) ${issue.id} ${where}: ${issue.description}`;
    if (FAILING.has(severity)) {
      failed = true;
      console.error(line);
    } else console.info(line);
  }
  console.info(`Electronegativity ${electronVersion}: ${issues.length} finding(s) in the built main and preload.`);
} finally {
  rmSync(input, { recursive: true, force: true });
}
if (failed) {
  console.error('Electronegativity: high or medium findings (or unparsable files) above.');
  process.exitCode = 1;
} else console.info('Electronegativity: no high or medium finding in the built main and preload.');
