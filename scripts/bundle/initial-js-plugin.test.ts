import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialJsReport } from './initial-js-plugin';

/** A one-page app built by Vite with the plugin: the budget is what CI's builds (web and desktop) are held to. */
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'rsd-initial-js-plugin-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>');
  await writeFile(path.join(root, 'main.js'), `document.body.append(${JSON.stringify('home '.repeat(400))});`);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const buildWith = (budget: number, lines: string[]) =>
  build({
    root,
    logLevel: 'silent',
    configFile: false,
    build: { outDir: path.join(root, 'out'), emptyOutDir: true },
    plugins: [initialJsReport({ budget, report: (line) => lines.push(line) })],
  });

describe('initialJsReport', () => {
  it('prints the first load against the budget, and the build succeeds within it', async () => {
    const lines: string[] = [];
    await buildWith(100 * 1024, lines);
    expect(lines).toEqual([
      expect.stringMatching(/^initial JavaScript \(before home runs\): .* in 1 file\(s\), within the 100\.0 KB target$/),
    ]);
  });

  it('fails the build when the first load is above the budget', async () => {
    const lines: string[] = [];
    await expect(buildWith(10, lines)).rejects.toThrow(/ABOVE the 0\.0 KB target: lower the first load/);
    expect(lines).toHaveLength(1);
  });
});
