import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves that `npm run lint` enforces the import graph of the architecture: each case writes one file at
 * a path of the real layout, next to a copy of the real .oxlintrc.json, and runs the real oxlint on it.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const oxlint = path.join(repoRoot, 'node_modules', '.bin', 'oxlint');
const run = promisify(execFile);

interface Diagnostic {
  code: string;
  filename: string;
}

let sandbox: string;

beforeAll(async () => {
  sandbox = await mkdtemp(path.join(tmpdir(), 'rsd-lint-'));
  await copyFile(path.join(repoRoot, '.oxlintrc.json'), path.join(sandbox, '.oxlintrc.json'));
});
afterAll(() => rm(sandbox, { recursive: true, force: true }));

/** The rule codes oxlint reports for one file with `source` at `file` (a path of the real layout). */
async function violations(file: string, source: string): Promise<string[]> {
  const target = path.join(sandbox, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, source);
  const output = await run(oxlint, ['-c', '.oxlintrc.json', '--format', 'json', file], { cwd: sandbox }).then(
    (done) => done.stdout,
    (failed: { stdout?: string }) => failed.stdout ?? '',
  );
  const { diagnostics } = JSON.parse(output) as { diagnostics: Diagnostic[] };
  await rm(target);
  return diagnostics.map((d) => d.code).filter((code) => code.includes('restricted') || code.includes('nodejs-modules'));
}

describe('the import graph, enforced by npm run lint', () => {
  it.each([
    ['core imports no Node module', 'packages/core/src/a/x.ts', "import fs from 'node:fs';\nexport const x = fs;"],
    ['core imports no bare Node builtin', 'packages/core/src/a/x.ts', "import path from 'path';\nexport const x = path;"],
    ['core uses no DOM global', 'packages/core/src/a/x.ts', 'export const x = () => window.location.href;'],
    ['core calls no fetch', 'packages/core/src/a/x.ts', "export const x = () => fetch('/api');"],
    ['core imports no UI library', 'packages/core/src/a/x.ts', "import { useState } from 'react';\nexport const x = useState;"],
    [
      'core imports no app code',
      'packages/core/src/a/x.ts',
      "import { x as y } from '../../../../apps/server/src/app';\nexport const x = y;",
    ],
    [
      'the server imports no desktop code',
      'apps/server/src/a.ts',
      "import { x as y } from '../../desktop/src/main/ipc';\nexport const x = y;",
    ],
    [
      'the desktop app imports no server code',
      'apps/desktop/src/main/a.ts',
      "import { x as y } from '../../../server/src/app';\nexport const x = y;",
    ],
    ['the renderer never talks to PostgreSQL', 'apps/desktop/src/renderer/src/data/a.ts', "import pg from 'pg';\nexport const x = pg;"],
    ['no deep import into core', 'apps/server/src/a.ts', "import { x as y } from '@rsd/core/src/api/ids';\nexport const x = y;"],
    [
      'a screen imports no Dexie',
      'apps/desktop/src/renderer/src/features/home/a.tsx',
      "import { Dexie } from 'dexie';\nexport const x = Dexie;",
    ],
    [
      'a screen imports no data/cache/db',
      'apps/desktop/src/renderer/src/features/home/a.tsx',
      "import { db } from '../../data/cache/db';\nexport const x = db;",
    ],
    ['a screen calls no fetch', 'apps/desktop/src/renderer/src/features/home/a.tsx', "export const x = () => fetch('/api/jobs');"],
    [
      'the shell imports no Dexie',
      'apps/desktop/src/renderer/src/app/a.tsx',
      "import { db } from '../data/cache/db';\nexport const x = db;",
    ],
    [
      'a feature reaches no module inside a part of the data layer',
      'apps/desktop/src/renderer/src/features/home/a.tsx',
      "import { y } from '../../data/sync/status';\nexport const x = y;",
    ],
    [
      'a feature reaches no module deeper inside a part',
      'apps/desktop/src/renderer/src/features/home/a.tsx',
      "import { y } from '../../data/sync/worker/pull-changes';\nexport const x = y;",
    ],
    [
      'a feature names the entry by its folder, not its index',
      'apps/desktop/src/renderer/src/features/home/a.tsx',
      "import { y } from '../../data/sync/index';\nexport const x = y;",
    ],
    [
      'an admin screen reaches no module inside a part',
      'apps/desktop/src/renderer/src/features/admin-jobs/a.tsx',
      "import { y } from '../../data/cache/reads';\nexport const x = y;",
    ],
    [
      'the shell reaches no module inside a part',
      'apps/desktop/src/renderer/src/app/a.tsx',
      "import { y } from '../data/outbox/app-outbox';\nexport const x = y;",
    ],
    [
      'the start-up reaches no module inside a part',
      'apps/desktop/src/renderer/src/start-up/a.ts',
      "import { y } from '../data/sync/spawn-worker';\nexport const x = y;",
    ],
    [
      'ui reaches no module inside a part',
      'apps/desktop/src/renderer/src/ui/a.tsx',
      "import { y } from '../data/sync/status';\nexport const x = y;",
    ],
    ['lib/ imports no app code', 'apps/desktop/src/renderer/src/lib/a.ts', "import { y } from '../data/sync';\nexport const x = y;"],
    [
      'a feature imports no other feature',
      'apps/desktop/src/renderer/src/features/home/a.tsx',
      "import { y } from '../simulator/overview-tab';\nexport const x = y;",
    ],
    [
      'a feature reaches no other feature by a long path',
      'apps/desktop/src/renderer/src/features/home/a.tsx',
      "import { y } from '../../features/simulator/overview-tab';\nexport const x = y;",
    ],
    [
      'an admin area imports no other admin area, not even its mutations',
      'apps/desktop/src/renderer/src/features/admin-jobs/a.tsx',
      "import { y } from '../admin-simulators/mutations';\nexport const x = y;",
    ],
    [
      "an admin area imports no other admin area's queries",
      'apps/desktop/src/renderer/src/features/admin-technologies/a.tsx',
      "import { y } from '../admin-simulators/queries';\nexport const x = y;",
    ],
    [
      'an admin area reaches no module of features/admin outside its queries, mutations and ui/',
      'apps/desktop/src/renderer/src/features/admin-jobs/a.tsx',
      "import { y } from '../admin/record-errors';\nexport const x = y;",
    ],
    ['ui knows no data layer', 'apps/desktop/src/renderer/src/ui/a.tsx', "import { y } from '../data/simulators';\nexport const x = y;"],
    [
      'ui knows no feature',
      'apps/desktop/src/renderer/src/ui/a.tsx',
      "import { y } from '../features/home/home-page';\nexport const x = y;",
    ],
    [
      'seed code uses no feature service',
      'apps/server/src/db/seed/a.ts',
      "import { y } from '../../features/jobs/jobs.service';\nexport const x = y;",
    ],
    [
      'seed code uses no route module',
      'apps/server/src/db/seed/a.ts',
      "import { y } from '../../features/jobs/jobs.routes';\nexport const x = y;",
    ],
    [
      "a screen off the first screen uses Blueprint's Button, not the plain one",
      'apps/desktop/src/renderer/src/features/jobs/a.tsx',
      "import { PlainButton } from '../../ui/plain-button';\nexport const x = PlainButton;",
    ],
    [
      "the shell off the first screen uses Blueprint's Button",
      'apps/desktop/src/renderer/src/app/update-prompt-2.tsx',
      "import { PlainButton } from '../ui/plain-button';\nexport const x = PlainButton;",
    ],
    [
      'home, drawn on the first screen, uses no Blueprint Button',
      'apps/desktop/src/renderer/src/features/home/a.tsx',
      "import { Button } from '@blueprintjs/core';\nexport const x = Button;",
    ],
    [
      'the header, drawn on the first screen, uses no Blueprint Button',
      'apps/desktop/src/renderer/src/app/header.tsx',
      "import { AnchorButton } from '@blueprintjs/core';\nexport const x = AnchorButton;",
    ],
    [
      "no screen uses Blueprint's InputGroup",
      'apps/desktop/src/renderer/src/features/admin-jobs/a.tsx',
      "import { InputGroup } from '@blueprintjs/core';\nexport const x = InputGroup;",
    ],
  ])('%s', async (_rule, file, source) => {
    expect(await violations(file, source)).not.toEqual([]);
  });

  it.each([
    [
      'core imports zod and itself',
      'packages/core/src/a/x.ts',
      "import { z } from 'zod';\nimport { y } from '../api/ids';\nexport const x = [z, y];",
    ],
    [
      'a screen uses its own files, ui, app and the data hooks',
      'apps/desktop/src/renderer/src/features/home/a.tsx',
      "import { y } from './b';\nimport { u } from '../../ui/c';\nimport { t } from '../../app/use-page-title';\nimport { s } from '../../data/cache';\nexport const x = [y, u, t, s];",
    ],
    [
      'a feature uses the parts of the data layer through their entries, and the files at its top',
      'apps/desktop/src/renderer/src/features/home/a.tsx',
      "import { s } from '../../data/sync';\nimport { o } from '../../data/visitor-writes';\nimport { c } from '../../data/api-client';\nexport const x = [s, o, c];",
    ],
    [
      'the start-up uses the parts through their entries',
      'apps/desktop/src/renderer/src/start-up/a.ts',
      "import { s } from '../data/sync';\nimport { d } from '../data/create-data-layer';\nexport const x = [s, d];",
    ],
    [
      'a part of the data layer uses the modules of another',
      'apps/desktop/src/renderer/src/data/outbox/a.ts',
      "import { db } from '../cache/db';\nimport { s } from '../sync/status';\nexport const x = [db, s];",
    ],
    ['lib/ uses its own helpers', 'apps/desktop/src/renderer/src/lib/a.ts', "import { y } from './yield-to-main';\nexport const x = y;"],
    [
      "a feature uses another feature's queries and mutations",
      'apps/desktop/src/renderer/src/features/home/a.tsx',
      "import { y } from '../simulator/queries';\nimport { m } from '../simulator/mutations';\nexport const x = [y, m];",
    ],
    [
      "an admin area uses the back-office's shared code in features/admin/",
      'apps/desktop/src/renderer/src/features/admin-jobs/a.tsx',
      "import { q } from '../admin/queries';\nimport { m } from '../admin/mutations';\nimport { r } from '../admin/ui/record-fields';\nimport { p } from '../admin/ui/admin-record-page';\nimport { s } from '../simulator/queries';\nexport const x = [q, m, r, p, s];",
    ],
    ['the data layer uses Dexie', 'apps/desktop/src/renderer/src/data/a.ts', "import { Dexie } from 'dexie';\nexport const x = Dexie;"],
    [
      'seed code uses a repository',
      'apps/server/src/db/seed/a.ts',
      "import { y } from '../../features/jobs/jobs.repo';\nexport const x = y;",
    ],
    [
      'tests may use what they need',
      'apps/desktop/src/renderer/src/features/home/a.test.tsx',
      "import { db } from '../../data/cache/db';\nexport const x = db;",
    ],
    [
      "home uses the plain button and Blueprint's other components",
      'apps/desktop/src/renderer/src/features/home/a.tsx',
      "import { Classes, HTMLSelect } from '@blueprintjs/core';\nimport { PlainButton } from '../../ui/plain-button';\nexport const x = [Classes, HTMLSelect, PlainButton];",
    ],
    [
      "a screen off the first screen uses Blueprint's Button",
      'apps/desktop/src/renderer/src/features/jobs/a.tsx',
      "import { Button } from '@blueprintjs/core';\nexport const x = Button;",
    ],
  ])('allows: %s', async (_rule, file, source) => {
    expect(await violations(file, source)).toEqual([]);
  });
});
